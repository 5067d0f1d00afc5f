package io.cis.loader.feeds.golang;

import io.cis.loader.feeds.registry.RegistryFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The recorded responses about one module: its version list, {@code @latest}, and per version its .info and .mod. */
final class ModuleFiles {

    final String module;
    final List<RegistryFile> lists = new ArrayList<>();
    final List<RegistryFile> latest = new ArrayList<>();
    final Map<String, RegistryFile> infos = new TreeMap<>();
    final Map<String, RegistryFile> mods = new TreeMap<>();

    ModuleFiles(String module) {
        this.module = module;
    }

    /** One of the module's files, to name in a record about the module as a whole. */
    RegistryFile any() {
        return java.util.stream.Stream.of(lists, latest, List.copyOf(infos.values()), List.copyOf(mods.values()))
                .flatMap(List::stream).findFirst().orElseThrow();
    }
}
