package io.cis.loader.releases;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.releases.ReleaseRecord;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.BuildSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where the release-notes feeds put each release: the {@code release_notes} table under the canonical purl and the
 * version as the feed spells it, plus a catalog fact for that version (with the release day), so that every version
 * with notes resolves. A version that already has notes keeps them: the feed that ran first wins, and the caller
 * reports the later one as skipped, naming where the notes came from.
 */
public final class ReleaseTable {

    private final BuildSink sink;
    private final ValueCodec codec;
    private final Set<String> componentsReported = new HashSet<>();
    /** The file each release of this feed came from, by canonical purl and version. */
    private final Map<String, String> origins = new HashMap<>();

    public ReleaseTable(BuildSink sink, ValueCodec codec) {
        this.sink = sink;
        this.codec = codec;
    }

    /**
     * Stores the release of {@code purl} from {@code file}; empty when stored, else why not (the purl cannot be
     * canonicalised, or the version already has notes).
     */
    public Optional<String> put(String purl, ReleaseRecord release, String file) {
        String canonical;
        try {
            canonical = PurlParser.key(purl).canonical();
        } catch (InvalidPurlException e) {
            return Optional.of("purl cannot be canonicalised: " + e.getMessage());
        }
        byte[] key = ComponentKeys.version(canonical, release.version());
        if (!sink.tables().putIfAbsent(Domain.RELEASE_NOTES, key, codec.encode(release))) {
            String origin = origins.getOrDefault(canonical + "@" + release.version(), "a feed that ran earlier");
            return Optional.of("version " + release.version() + " of " + canonical + " already has notes from "
                    + origin);
        }
        origins.put(canonical + "@" + release.version(), file);
        if (componentsReported.add(canonical)) {
            sink.catalog().component(new ComponentFacts(purl, null, null, null, null, null, null));
        }
        sink.catalog().version(new VersionFacts(purl, release.version(), release.date().isEmpty() ? null : release.date(),
                null, null, null, null, null, null));
        return Optional.empty();
    }
}
