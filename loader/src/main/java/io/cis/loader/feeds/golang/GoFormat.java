package io.cis.loader.feeds.golang;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.engine.purl.Ecosystem;
import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.catalog.Purls;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.RegistryDocuments;
import io.cis.loader.feeds.registry.RegistryFacts;
import io.cis.loader.feeds.registry.RegistryFile;
import io.cis.loader.feeds.registry.RegistryFormat;
import io.cis.loader.feeds.registry.RegistryReport;
import io.cis.loader.feeds.registry.RegistryTimestamps;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The Go module proxy: {@code <module>/@v/list}, {@code <module>/@v/<version>.info}, {@code <module>/@latest} and
 * {@code <module>/@v/<version>.mod}, grouped by module. Go reads a module's retractions and deprecation from the
 * {@code go.mod} of its newest version, so: the versions that {@code go.mod} retracts are {@code retracted}; when
 * the {@code go.mod} of the newest known version is here, every other known version is {@code active} and the
 * module is {@code deprecated} if that file says so; when only an older {@code go.mod} is here, its retractions are
 * still reported but no version is called active, since a newer file could retract more. The proxy states no day a
 * state was seen, so these states are undated.
 */
public final class GoFormat extends RegistryFormat {

    private static final String EXPECTED = "not a module proxy path (<module>/@v/list, <module>/@v/<version>.info, "
            + "<module>/@v/<version>.mod or <module>/@latest)";
    private static final String VERSION_FOLDER = "@v";
    private static final String LATEST = "@latest";

    private final RegistryDocuments documents = new RegistryDocuments();
    private final VersionScheme<?> order = VersionSchemes.forEcosystem(Ecosystem.GOLANG);

    public GoFormat() {
        super("go", "go");
    }

    @Override
    public void load(List<RegistryFile> files, RegistryReport report) throws FeedException {
        Map<String, ModuleFiles> modules = new TreeMap<>();
        for (RegistryFile file : files) {
            classify(file, modules, report);
        }
        for (ModuleFiles module : modules.values()) {
            module(module, report);
        }
    }

    private static void classify(RegistryFile file, Map<String, ModuleFiles> modules, RegistryReport report) {
        List<String> segments = file.segments();
        int at = segments.indexOf(VERSION_FOLDER);
        boolean latest = segments.size() >= 2 && segments.get(segments.size() - 1).equals(LATEST);
        List<String> moduleSegments = latest ? segments.subList(0, segments.size() - 1)
                : at > 0 && at == segments.size() - 2 ? segments.subList(0, at) : null;
        Optional<String> module = moduleSegments == null ? Optional.empty() : ModulePath.unescape(moduleSegments);
        if (module.isEmpty()) {
            report.skip(file, file.requestPath(), moduleSegments == null ? EXPECTED
                    : "the module path is not escaped as the proxy escapes it (\"!\" before each upper-case letter)");
            return;
        }
        ModuleFiles files = modules.computeIfAbsent(module.get(), ModuleFiles::new);
        String name = file.fileName();
        if (latest) {
            files.latest.add(file);
        } else if (name.equals("list")) {
            files.lists.add(file);
        } else if (name.endsWith(".info") || name.endsWith(".mod")) {
            String escaped = name.substring(0, name.lastIndexOf('.'));
            Optional<String> version = ModulePath.unescapeVersion(escaped);
            if (version.isEmpty()) {
                report.skip(file, module.get(), "the version in the file name is not escaped as the proxy escapes it");
            } else {
                (name.endsWith(".info") ? files.infos : files.mods).put(version.get(), file);
            }
        } else {
            report.skip(file, module.get(), name.endsWith(".zip") ? "a module archive; archives are not read"
                    : EXPECTED);
        }
    }

    private void module(ModuleFiles files, RegistryReport report) throws FeedException {
        String module = files.module;
        Map<String, String> published = new HashMap<>();
        TreeSet<String> known = new TreeSet<>(order::compare);
        for (RegistryFile list : files.lists) {
            readList(list, module, known, report);
        }
        for (Map.Entry<String, RegistryFile> info : files.infos.entrySet()) {
            readInfo(info.getValue(), module, Optional.of(info.getKey()), known, published, report);
        }
        for (RegistryFile latest : files.latest) {
            readInfo(latest, module, Optional.empty(), known, published, report);
        }
        TreeMap<String, GoModFile> mods = new TreeMap<>(order::compare);
        for (Map.Entry<String, RegistryFile> mod : files.mods.entrySet()) {
            readMod(mod.getValue(), module, mod.getKey(), report).ifPresent(parsed -> mods.put(mod.getKey(), parsed));
        }
        known.addAll(mods.keySet());
        if (known.isEmpty()) {
            return;
        }
        String newest = newest(known);
        GoModFile current = mods.get(newest);
        Optional<GoModFile> retractions = Optional.ofNullable(current)
                .or(() -> mods.isEmpty() ? Optional.empty() : Optional.of(mods.lastEntry().getValue()));
        retractions.ifPresent(mod -> mod.retracted().stream().filter(GoModFile.Retraction::single)
                .forEach(single -> known.add(single.low())));

        Optional<String> purl = purl(module);
        if (purl.isEmpty()) {
            report.skip(files.any(), module, "module path makes no valid package URL");
            return;
        }
        Optional<GitHubRepository> source = GitHubRepository.fromUrl("https://" + module);
        LifecycleStatus moduleStatus = current != null && current.deprecated() != null
                ? LifecycleStatus.DEPRECATED : LifecycleStatus.ACTIVE;
        report.component(RegistryFacts.component(purl.get(), module, source.map(GitHubRepository::webUrl).orElse(null),
                source, moduleStatus));
        for (String version : known) {
            LifecycleStatus status = retractions.isPresent() && retracted(retractions.get(), version)
                    ? LifecycleStatus.RETRACTED : current != null ? LifecycleStatus.ACTIVE : null;
            report.version(RegistryFacts.version(purl.get(), version, published.get(version), status, null,
                    DeclaredLicense.NONE));
        }
    }

    /** The newest release, or the newest pre-release when there is no release, as Go picks a module's latest. */
    private String newest(TreeSet<String> known) {
        return known.descendingSet().stream().filter(v -> !order.isPrerelease(v)).findFirst().orElse(known.last());
    }

    private boolean retracted(GoModFile mod, String version) {
        return mod.retracted().stream().anyMatch(r -> order.compare(r.low(), version) <= 0 && order.compare(version, r.high()) <= 0);
    }

    private void readList(RegistryFile file, String module, TreeSet<String> known, RegistryReport report)
            throws FeedException {
        String text;
        try {
            text = documents.text(file);
        } catch (UnusableRecordException e) {
            report.skip(file, module, e.getMessage());
            return;
        }
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String version = lines[i].strip();
            if (version.isEmpty()) {
                continue;
            }
            if (!isVersion(version)) {
                report.skip(file, module + " line " + (i + 1), "not a module version: \"" + version + "\"");
            } else {
                known.add(version);
            }
        }
    }

    /** A {@code .info} or {@code @latest} answer: {@code {"Version": ..., "Time": ...}}. */
    private void readInfo(RegistryFile file, String module, Optional<String> named, TreeSet<String> known,
                          Map<String, String> published, RegistryReport report) throws FeedException {
        try {
            JsonNode info = documents.json(file);
            Optional<String> version = JsonFields.text(info, "Version");
            if (!info.isObject() || version.isEmpty() || !isVersion(version.get())) {
                throw new UnusableRecordException("not a version info document: no \"Version\"");
            }
            if (named.isPresent() && !named.get().equals(version.get())) {
                throw new UnusableRecordException("describes " + version.get() + ", not " + named.get());
            }
            known.add(version.get());
            RegistryTimestamps.day(info.path("Time")).ifPresent(day -> published.put(version.get(), day));
        } catch (UnusableRecordException e) {
            report.skip(file, module, e.getMessage());
        }
    }

    private Optional<GoModFile> readMod(RegistryFile file, String module, String version, RegistryReport report)
            throws FeedException {
        try {
            if (!isVersion(version)) {
                throw new UnusableRecordException("\"" + version + "\" is not a module version");
            }
            GoModFile mod = GoModFile.parse(documents.text(file));
            if (mod.module() != null && !mod.module().equals(module)) {
                throw new UnusableRecordException("go.mod declares module " + mod.module() + ", not " + module);
            }
            return Optional.of(mod);
        } catch (UnusableRecordException e) {
            report.skip(file, module + "@" + version, e.getMessage());
        }
        return Optional.empty();
    }

    private boolean isVersion(String version) {
        return version.startsWith("v") && order.isValid(version);
    }

    /** {@code pkg:golang/<path up to the last segment>/<last segment>}. */
    private static Optional<String> purl(String module) {
        int slash = module.lastIndexOf('/');
        return slash < 0 ? Purls.of("golang", null, module)
                : Purls.of("golang", module.substring(0, slash), module.substring(slash + 1));
    }
}
