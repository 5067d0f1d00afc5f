package io.cis.bench.scale;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Writes one catalog file ({@code catalog/components-NNNN.jsonl.gz}) for a range of components, drawing each
 * component as it goes and dropping it once written. On the way it writes the purl2cpe and GitHub releases folders of
 * the components picked for them, and keeps what later feeds need: the version samples of components advisories
 * name, and a small random sample of versions for the workload and SBOMs.
 */
final class CatalogChunkWriter {

    /** What one catalog file holds and what its pass kept. */
    record Result(CatalogLines.Counts counts, Map<Integer, VersionSample> advised, List<KnownVersion> known,
                  List<KnownVersion> withCpes, List<KnownVersion> withAlgorithms,
                  List<GitHubReleasesWriter.Listing> releases, int cpeFolders) {
    }

    /** How much of each kind to keep or write, as probabilities per version or per component. */
    record Shares(double knownPerVersion, double cpePerComponent, double cpeKnownPerVersion,
                  double algorithmsKnownPerVersion, double releasesPerGitHubComponent) {
    }

    private final Path catalogDir;
    private final JsonFactory factory;
    private final ComponentFactory components;
    private final CatalogLines lines;
    private final AdvisoryPlan advisories;
    private final Purl2CpeWriter cpes;
    private final GitHubReleasesWriter releases;
    private final RandomStreams streams;
    private final Shares shares;
    private final int compressionLevel;

    CatalogChunkWriter(Path feedsRoot, JsonFactory factory, ComponentFactory components, CatalogLines lines,
                       AdvisoryPlan advisories, Purl2CpeWriter cpes, GitHubReleasesWriter releases,
                       RandomStreams streams, Shares shares, int compressionLevel) {
        this.catalogDir = feedsRoot.resolve("catalog");
        this.factory = factory;
        this.components = components;
        this.lines = lines;
        this.advisories = advisories;
        this.cpes = cpes;
        this.releases = releases;
        this.streams = streams;
        this.shares = shares;
        this.compressionLevel = compressionLevel;
    }

    Result write(CatalogPlan.Chunk chunk, int chunkCount) {
        Path file = catalogDir.resolve(String.format("components-%04d.jsonl.gz", chunk.number()));
        CatalogLines.Counts counts = new CatalogLines.Counts();
        Map<Integer, VersionSample> advised = new HashMap<>();
        List<KnownVersion> known = new ArrayList<>();
        List<KnownVersion> withCpes = new ArrayList<>();
        List<KnownVersion> withAlgorithms = new ArrayList<>();
        List<GitHubReleasesWriter.Listing> listings = new ArrayList<>();
        int cpeFolders = 0;
        try (OutputStream out = DeterministicGzip.create(file, compressionLevel);
             JsonGenerator json = factory.createGenerator(out, JsonEncoding.UTF8)) {
            json.writeRaw("# Generated scale catalog, part " + chunk.number() + " of " + chunkCount + ": components "
                    + chunk.first() + " to " + (chunk.end() - 1) + "\n");
            for (int index = chunk.first(); index < chunk.end(); index++) {
                GeneratedComponent component = components.component(index);
                lines.write(component, streams.of("catalog-lines", index), json, counts);
                if (advisories.isTargeted(index)) {
                    advised.put(index, VersionSample.of(component.versions()));
                }
                SplittableRandom picks = streams.of("picks", index);
                boolean cpe = picks.nextDouble() < shares.cpePerComponent();
                if (cpe) {
                    cpes.write(component, picks);
                    cpeFolders++;
                }
                if (component.type() == PurlType.GITHUB && picks.nextDouble() < shares.releasesPerGitHubComponent()) {
                    listings.add(releases.write(component, picks));
                }
                for (ReleasedVersion version : component.versions()) {
                    KnownVersion v = new KnownVersion(component.identity().purl(), version.version(), component.type());
                    if (picks.nextDouble() < shares.knownPerVersion()) {
                        known.add(v);
                    }
                    if (cpe && picks.nextDouble() < shares.cpeKnownPerVersion()) {
                        withCpes.add(v);
                    }
                    if (component.usesCryptography() && picks.nextDouble() < shares.algorithmsKnownPerVersion()) {
                        withAlgorithms.add(v);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": cannot be written", e);
        }
        return new Result(counts, advised, known, withCpes, withAlgorithms, listings, cpeFolders);
    }
}
