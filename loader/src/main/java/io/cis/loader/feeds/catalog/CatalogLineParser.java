package io.cis.loader.feeds.catalog;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.packageurl.MalformedPackageURLException;
import io.cis.engine.geoprovenance.DeclaredLocation;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.catalog.VersionedPurl;
import io.cis.loader.cryptography.StatedAlgorithm;
import io.cis.loader.cryptography.VersionAlgorithms;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.geoprovenance.ComponentLocationFacts;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses one catalog JSONL line (see docs/feeds.md): a JSON object whose {@code kind} is {@code component},
 * {@code version}, {@code algorithms} or {@code locations}; without {@code kind}, a purl with a version makes a
 * version line and one without a component line. Fields the line's kind does not define are ignored, so that the
 * format can grow.
 */
final class CatalogLineParser {

    static final String COMPONENT = "component";
    static final String VERSION = "version";
    static final String ALGORITHMS = "algorithms";
    static final String LOCATIONS = "locations";

    // a repeated key or a second value on the line is ambiguous, so such a line is refused rather than half read
    private final ObjectMapper mapper = StrictJson.refusingDuplicateKeys();

    /**
     * @param source where the line is (file and line number), carried with facts that are merged later so that the
     *               merge can name it
     */
    CatalogLine parse(String line, String source) throws UnusableRecordException {
        LineFields fields = new LineFields(object(line));
        String purlText = fields.text("purl");
        if (purlText == null) {
            throw new UnusableRecordException("line has no \"purl\"");
        }
        VersionedPurl purl = purl("purl", purlText);
        String kind = fields.text("kind");
        if (kind == null) {
            kind = purl.hasVersion() ? VERSION : COMPONENT;
        }
        switch (kind) {
            case COMPONENT:
                if (purl.hasVersion()) {
                    throw new UnusableRecordException("a component line's purl must not have a version: " + purlText);
                }
                return new CatalogLine.Component(new ComponentFacts(purl.componentPurl(), fields.text("name"),
                        fields.text("url"), sourcePurl(fields), componentStatus(fields),
                        fields.date("first_indexed_date"), fields.date("last_indexed_date")));
            case VERSION:
                if (!purl.hasVersion()) {
                    throw new UnusableRecordException("a version line's purl needs an @version: " + purlText);
                }
                return new CatalogLine.Version(new VersionFacts(purl.componentPurl(), purl.version(),
                        fields.date("release_date"), versionStatus(fields), fields.date("status_change_date"),
                        fields.date("indexed_date"), fields.date("check_date"), fields.text("license"),
                        fields.texts("licenses")));
            case ALGORITHMS:
                if (!purl.hasVersion()) {
                    throw new UnusableRecordException("an algorithms line's purl needs an @version: " + purlText);
                }
                return new CatalogLine.Algorithms(new VersionFacts(purl.componentPurl(), purl.version(), null, null,
                        null, null, null, null, List.of()),
                        new VersionAlgorithms(purl.componentPurl(), purl.version(), algorithms(fields), source));
            case LOCATIONS:
                if (purl.hasVersion()) {
                    throw new UnusableRecordException("a locations line's purl names a component and must not have a version: " + purlText);
                }
                return new CatalogLine.Locations(new ComponentFacts(purl.componentPurl(), null, null, null, null, null,
                        null),
                        new ComponentLocationFacts(purl.componentPurl(), locations(fields), source));
            default:
                // reported, not ignored: a line of a kind this loader does not know yet is data it would lose
                throw new UnusableRecordException("unknown kind \"" + kind
                        + "\" (this loader reads component, version, algorithms and locations lines)");
        }
    }

    /** A component's {@code status}: one of the closed set (docs/feeds.md, "Lifecycle status"), or absent. */
    private static String componentStatus(LineFields fields) throws UnusableRecordException {
        String text = fields.text("status");
        if (text == null) {
            return null;
        }
        return LifecycleStatus.ofComponent(text).map(LifecycleStatus::value).orElseThrow(() -> new UnusableRecordException(
                "\"status\" \"" + text + "\" is not a component lifecycle status (one of "
                        + String.join(", ", LifecycleStatus.componentValues()) + ")"));
    }

    /** A version's {@code status}: one of the closed set, or absent. */
    private static String versionStatus(LineFields fields) throws UnusableRecordException {
        String text = fields.text("status");
        if (text == null) {
            return null;
        }
        return LifecycleStatus.ofVersion(text).map(LifecycleStatus::value).orElseThrow(() -> new UnusableRecordException(
                "\"status\" \"" + text + "\" is not a version lifecycle status (one of "
                        + String.join(", ", LifecycleStatus.versionValues()) + ")"));
    }

    /** {@code "algorithms"}: a required array of {@code {"algorithm": text, "strength": text}}, strength optional. */
    private static List<StatedAlgorithm> algorithms(LineFields fields) throws UnusableRecordException {
        List<StatedAlgorithm> algorithms = new ArrayList<>();
        int index = 0;
        for (LineFields entry : fields.objects(ALGORITHMS)) {
            String name = entry.text("algorithm");
            if (name == null) {
                throw new UnusableRecordException("\"algorithms\"[" + index + "] has no \"algorithm\"");
            }
            algorithms.add(new StatedAlgorithm(name, entry.text("strength")));
            index++;
        }
        return algorithms;
    }

    /** {@code "locations"}: a required array of {@code {"type": text, "location": text}}, both required. */
    private static List<DeclaredLocation> locations(LineFields fields) throws UnusableRecordException {
        List<DeclaredLocation> locations = new ArrayList<>();
        int index = 0;
        for (LineFields entry : fields.objects(LOCATIONS)) {
            String type = entry.text("type");
            String location = entry.text("location");
            if (type == null || location == null) {
                throw new UnusableRecordException("\"locations\"[" + index + "] needs a \"type\" and a \"location\"");
            }
            locations.add(new DeclaredLocation(type, location));
            index++;
        }
        return locations;
    }

    private JsonNode object(String line) throws UnusableRecordException {
        JsonNode node;
        try {
            node = mapper.readTree(line);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at column " + e.getLocation().getColumnNr();
            throw new UnusableRecordException("not JSON (" + e.getOriginalMessage() + where + ")");
        }
        if (node == null || !node.isObject()) {
            throw new UnusableRecordException("not a JSON object");
        }
        return node;
    }

    private static String sourcePurl(LineFields fields) throws UnusableRecordException {
        String text = fields.text("source_purl");
        if (text == null) {
            return null;
        }
        VersionedPurl source = purl("source_purl", text);
        if (source.hasVersion()) {
            throw new UnusableRecordException("\"source_purl\" names a component and must not have a version: " + text);
        }
        return source.componentPurl();
    }

    private static VersionedPurl purl(String field, String text) throws UnusableRecordException {
        try {
            return VersionedPurl.parse(text);
        } catch (MalformedPackageURLException e) {
            throw new UnusableRecordException("invalid \"" + field + "\" " + text + " (" + e.getMessage() + ")");
        }
    }
}
