package io.cis.loader.licenses;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every license name (and expression) the sample SBOMs, POMs, npm documents and catalog declare that is not a plain
 * SPDX id, with the SPDX expression it normalises to: an SPDX id or expression where the name means exactly one, a
 * {@code LicenseRef-} where it does not ("BSD License": two, three or four clauses?).
 */
class DeclaredLicenseNamesTest {

    /** Name as declared -> statement. Judged by hand from the names; the SPDX list decides only casing. */
    private static final Map<String, String> EXPECTED = new LinkedHashMap<>();

    static {
        // CycloneDX SBOMs: license.name
        EXPECTED.put("ASL 2.0", "Apache-2.0");
        EXPECTED.put("Apache Software Licenses", "LicenseRef-Apache-Software-Licenses");
        EXPECTED.put("BSD 3-clause New License", "BSD-3-Clause");
        EXPECTED.put("BSD License", "LicenseRef-BSD-License");
        EXPECTED.put("BSD licence", "LicenseRef-BSD-licence");
        EXPECTED.put("Common Development and Distribution License", "LicenseRef-Common-Development-and-Distribution-License");
        EXPECTED.put("Eclipse Distribution License (EDL), Version 1.0", "BSD-3-Clause");
        EXPECTED.put("Eclipse Public License v2.0", "EPL-2.0");
        EXPECTED.put("GNU General Public License (GPL), version 2, with the Classpath exception",
                "GPL-2.0-only WITH Classpath-exception-2.0");
        EXPECTED.put("GNU General Public License, Version 2 with the Classpath Exception",
                "GPL-2.0-only WITH Classpath-exception-2.0");
        EXPECTED.put("GNU General Public License, version 2 (GPL2), with the classpath exception",
                "GPL-2.0-only WITH Classpath-exception-2.0");
        EXPECTED.put("GNU Lesser General Public License", "LicenseRef-GNU-Lesser-General-Public-License");
        EXPECTED.put("GPL v2", "GPL-2.0-only");
        EXPECTED.put("GooglePatentClause", "LicenseRef-GooglePatentClause");
        EXPECTED.put("MIT/X11", "MIT");
        EXPECTED.put("MPL 2.0 or EPL 1.0", "MPL-2.0 OR EPL-1.0");
        EXPECTED.put("(MIT OR Apache-2.0)", "MIT OR Apache-2.0");
        EXPECTED.put("(BSD-2-Clause OR MIT OR Apache-2.0)", "BSD-2-Clause OR MIT OR Apache-2.0");
        EXPECTED.put("BSD-3-Clause OR MIT", "BSD-3-Clause OR MIT");
        EXPECTED.put("WTFPL OR ISC", "WTFPL OR ISC");
        EXPECTED.put("(MIT OR WTFPL)", "MIT OR WTFPL");
        // CycloneDX SBOMs: expression (a deprecated id stays as declared; it is on the SPDX list)
        EXPECTED.put("(CDDL-1.0 OR GPL-2.0-with-classpath-exception)", "CDDL-1.0 OR GPL-2.0-with-classpath-exception");
        // Maven POMs: <licenses><license><name>
        EXPECTED.put("The Apache Software License, Version 2.0", "Apache-2.0");
        // Maven parent POMs (org.apache:apache:27, inherited by commons-text)
        EXPECTED.put("Apache License, Version 2.0", "Apache-2.0");
        // npm: license
        EXPECTED.put("Apache v2", "Apache-2.0");
        // catalog JSONL: license
        EXPECTED.put("3-Clause BSD License", "BSD-3-Clause");
        EXPECTED.put("Apache 2.0", "Apache-2.0");
        EXPECTED.put("Apache License 2.0", "Apache-2.0");
        EXPECTED.put("BSD", "LicenseRef-BSD");
        EXPECTED.put("LGPLv2.1+", "LGPL-2.1-or-later");
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern POM_LICENSE_NAME = Pattern.compile("<license>\\s*<name>([^<]+)</name>");

    private static SpdxList spdx;
    private static LicenseNormalizer normalizer;

    @BeforeAll
    static void loadSpdxList() throws Exception {
        spdx = SampleSpdxList.load();
        normalizer = LicenseNormalizer.over(spdx);
    }

    @Test
    void everyNameIsTakenFromTheSampleFeeds() throws IOException {
        assertThat(EXPECTED).hasSizeGreaterThanOrEqualTo(20);
        assertThat(declaredNames()).containsAll(EXPECTED.keySet());
    }

    @Test
    void everyNameTheSampleSbomsAndPomsDeclareIsCovered() throws IOException {
        Set<String> names = new TreeSet<>(sbomNames());
        names.addAll(pomNames());
        names.removeIf(name -> spdx.license(name).isPresent());
        assertThat(EXPECTED.keySet()).containsAll(names);
    }

    @Test
    void eachNameNormalisesToItsSpdxExpression() {
        Map<String, String> actual = new LinkedHashMap<>();
        EXPECTED.keySet().forEach(name -> actual.put(name, normalizer.normalize(name).text()));
        assertThat(actual).containsExactlyEntriesOf(EXPECTED);
    }

    @Test
    void aLicenseRefKeepsTheDeclaredTextAsItsName() {
        assertThat(normalizer.normalize("GNU Lesser General Public License"))
                .isEqualTo(new LicenseTerm("LicenseRef-GNU-Lesser-General-Public-License", false,
                        "GNU Lesser General Public License"));
    }

    private static Set<String> declaredNames() throws IOException {
        Set<String> names = new TreeSet<>(sbomNames());
        names.addAll(pomNames());
        for (Path file : files(SampleFeeds.npm(), ".json")) {
            for (JsonNode version : JSON.readTree(file.toFile()).path("versions")) {
                if (version.path("license").isTextual()) {
                    names.add(version.path("license").asText());
                }
            }
        }
        for (String line : Files.readAllLines(SampleFeeds.scanossCatalog())) {
            if (!line.isBlank() && !line.startsWith("#")) {
                JsonNode record = JSON.readTree(line);
                if (record.path("license").isTextual()) {
                    names.add(record.path("license").asText());
                }
                record.path("licenses").forEach(name -> names.add(name.asText()));
            }
        }
        return names;
    }

    /** CycloneDX license names and ids, and expressions, of every component at any depth. */
    private static Set<String> sbomNames() throws IOException {
        Set<String> names = new TreeSet<>();
        for (Path file : files(SampleFeeds.cyclonedx(), ".json")) {
            JsonNode bom = JSON.readTree(file.toFile());
            collect(bom.path("metadata").path("component"), names);
            bom.path("components").forEach(component -> collect(component, names));
        }
        return names;
    }

    private static void collect(JsonNode component, Set<String> names) {
        for (JsonNode entry : component.path("licenses")) {
            for (String field : new String[] {"/expression", "/license/id", "/license/name"}) {
                if (entry.at(field).isTextual()) {
                    names.add(entry.at(field).asText());
                }
            }
        }
        component.path("components").forEach(nested -> collect(nested, names));
    }

    private static Set<String> pomNames() throws IOException {
        Set<String> names = new TreeSet<>();
        for (Path file : files(SampleFeeds.maven(), ".pom", ".pom.xml")) {
            Matcher matcher = POM_LICENSE_NAME.matcher(Files.readString(file));
            while (matcher.find()) {
                names.add(matcher.group(1).strip().replaceAll("\\s+", " "));
            }
        }
        return names;
    }

    private static Iterable<Path> files(Path root, String... suffixes) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile)
                    .filter(f -> Stream.of(suffixes).anyMatch(s -> f.getFileName().toString().endsWith(s)))
                    .sorted().toList();
        }
    }
}
