package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FeedSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The registry fetch sources, in the order they run: one per registry, each asking about the seeds' packages of its
 * purl types at the base the configuration names for it.
 */
public final class RegistrySources {

    private static final List<RegistryProtocol> PROTOCOLS = List.of(new NpmRegistry(), new MavenRegistry(),
            new PypiRegistry(), new CratesRegistry(), new GoProxy(), new NuGetRegistry(), new RubyGemsRegistry(),
            new PackagistRegistry(), new HexRegistry(), new PubRegistry());

    private RegistrySources() {
    }

    /** The sources' names, in order ({@code npm}, {@code maven}, ...), as the configuration keys them. */
    public static List<String> names() {
        return PROTOCOLS.stream().map(RegistryProtocol::name).toList();
    }

    /** Every purl type some registry source fetches. */
    public static Set<String> purlTypes() {
        Set<String> types = new TreeSet<>();
        PROTOCOLS.forEach(protocol -> types.addAll(protocol.purlTypes()));
        return types;
    }

    public static List<FeedSource> of(RegistryConfig config, Seeds seeds) {
        List<FeedSource> sources = new ArrayList<>();
        for (RegistryProtocol protocol : PROTOCOLS) {
            sources.add(new RegistrySource(protocol, config.endpoint(protocol.name()), seeds.of(protocol.purlTypes()),
                    config.concurrency()));
        }
        return List.copyOf(sources);
    }
}
