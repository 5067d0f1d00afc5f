package io.cis.loader.feeds.cyclonedx;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.packageurl.MalformedPackageURLException;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.VersionedPurl;
import io.cis.loader.cryptography.VersionAlgorithms;
import io.cis.loader.feeds.json.JsonDocuments;
import io.cis.loader.feeds.json.StrictJson;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * CycloneDX JSON BOMs (SBOM, CBOM, VEX; any spec version): every component with a purl, the BOM's subject and
 * nested components included, is reported to the catalog with its name, address, source repository, version and
 * declared licenses; a CBOM's algorithms are reported for the component versions that use them.
 */
public final class CycloneDxFeed extends PlacedFeed {

    private static final String CRYPTOGRAPHIC_ASSET = "cryptographic-asset";

    private final ObjectMapper mapper = StrictJson.mapper();
    private final BomFiles files = new BomFiles();
    private final BomComponentReader reader = new BomComponentReader();
    private final CryptoAssets cryptoAssets = new CryptoAssets();

    public CycloneDxFeed() {
        super("cyclonedx", new FeedLocation(List.of("sbom/cyclonedx"), List.of("sbom", "."), new BomFiles()::holdsBom));
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        long reported = 0;
        for (Path file : FeedFiles.listed(location, "the BOM files", () -> files.jsonFiles(location))) {
            JsonNode bom = JsonDocuments.read(mapper, file);
            if (!BomFiles.FORMAT.equals(bom.path("bomFormat").asText(null))) {
                skipped.add(new SkippedRecord(file.toString(), "-", "not a CycloneDX BOM (no \"bomFormat\": \"CycloneDX\"); file ignored"));
                continue;
            }
            List<JsonNode> components = BomComponents.of(bom);
            for (JsonNode component : components) {
                if (reportComponent(file, component, sink, skipped)) {
                    reported++;
                }
            }
            reported += reportAlgorithms(file, bom, components, sink, skipped);
        }
        return result(feedsRoot, location, reported, skipped, null, null);
    }

    /** Reports one component; says whether it was reported (false when skipped or not applicable). */
    private boolean reportComponent(Path file, JsonNode component, BuildSink sink, List<SkippedRecord> skipped) {
        JsonNode purl = component.path("purl");
        if (purl.isMissingNode() || purl.isNull() || (purl.isTextual() && purl.asText().isBlank())) {
            // a CBOM's algorithms and protocols have no purl by design: they are not components of the catalog
            if (!CRYPTOGRAPHIC_ASSET.equals(component.path("type").asText())) {
                skipped.add(new SkippedRecord(file.toString(), idOf(component), "component without purl"));
            }
            return false;
        }
        if (!purl.isTextual()) {
            skipped.add(new SkippedRecord(file.toString(), idOf(component), "purl is not a string"));
            return false;
        }
        try {
            reader.report(component, VersionedPurl.parse(purl.asText()), sink.catalog());
            return true;
        } catch (MalformedPackageURLException e) {
            skipped.add(new SkippedRecord(file.toString(), purl.asText(), "invalid purl (" + e.getMessage() + ")"));
            return false;
        }
    }

    /** Reports the BOM's algorithms per component version; returns how many were attributed. */
    private long reportAlgorithms(Path file, JsonNode bom, List<JsonNode> components, BuildSink sink,
                                  List<SkippedRecord> skipped) {
        CryptoAssets.Attribution attribution = cryptoAssets.of(bom, components, file.toString());
        long attributed = 0;
        for (VersionAlgorithms version : attribution.versions()) {
            sink.cryptography().versionAlgorithms(version);
            attributed += version.algorithms().size();
        }
        skipped.addAll(attribution.skipped());
        return attributed;
    }

    private static String idOf(JsonNode component) {
        String ref = component.path("bom-ref").asText("");
        return !ref.isBlank() ? ref : component.path("name").asText("(unnamed component)");
    }
}
