package io.cis.loader.feeds.spdx;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.licenses.CrossRef;
import io.cis.engine.licenses.LicenseKeys;
import io.cis.engine.licenses.SpdxException;
import io.cis.engine.licenses.SpdxLicense;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.feeds.text.FirstLine;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The SPDX License List in the {@code license-list-data} JSON layout: {@code licenses.json}, {@code exceptions.json},
 * and the per-id files under {@code details/} and {@code exceptions/} that add cross references, the FSF flag and
 * the comments that say which licenses an exception is used with.
 */
public final class SpdxLicenseListFeed extends PlacedFeed {

    private static final String LICENSES = "licenses.json";
    private static final FeedLocation LOCATION = new FeedLocation(List.of("spdx/json", "spdx"), List.of(".", "json"),
            dir -> Files.exists(dir.resolve(LICENSES), LinkOption.NOFOLLOW_LINKS));

    private final ObjectMapper mapper = StrictJson.mapper();
    private final ValueCodec codec;

    public SpdxLicenseListFeed(ValueCodec codec) {
        super("spdx", LOCATION);
        this.codec = codec;
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        SnapshotTables tables = sink.tables();
        List<SkippedRecord> skipped = new ArrayList<>();
        Path licensesFile = location.resolve(LICENSES);
        if (!FeedFiles.isFeedFile(licensesFile)) {
            throw new FeedException(location, "holds no " + LICENSES + "; the SPDX folder must hold the license list");
        }
        JsonNode licenseList = readJson(licensesFile);
        JsonNode licenses = licenseList.path("licenses");
        if (!licenses.isArray()) {
            throw new FeedException(licensesFile, "has no \"licenses\" array; not an SPDX license list");
        }
        List<SpdxException> exceptions = readExceptions(location, skipped);
        List<ExceptionUse> uses = readExceptionUses(location, exceptions);

        long stored = 0;
        Set<String> storedKeys = new HashSet<>();
        for (JsonNode entry : licenses) {
            String id = entry.path("licenseId").asText("");
            if (id.isBlank()) {
                skipped.add(new SkippedRecord(licensesFile.toString(), "#" + stored, "license entry without licenseId"));
                continue;
            }
            if (!storedKeys.add(new String(LicenseKeys.of(id), StandardCharsets.UTF_8))) {
                skipped.add(new SkippedRecord(licensesFile.toString(), id, "duplicate licenseId"));
                continue;
            }
            JsonNode details = readDetails(location.resolve("details").resolve(id + ".json"));
            SpdxLicense license = new SpdxLicense(
                    id,
                    entry.path("name").asText(""),
                    entry.path("detailsUrl").asText(""),
                    entry.path("reference").asText(""),
                    entry.path("isDeprecatedLicenseId").asBoolean(false),
                    details.path("isFsfLibre").asBoolean(entry.path("isFsfLibre").asBoolean(false)),
                    entry.path("isOsiApproved").asBoolean(false),
                    strings(entry.path("seeAlso")),
                    crossRefs(details.path("crossRef")),
                    usedWith(id, uses));
            tables.put(Domain.LICENSES, LicenseKeys.of(id), codec.encode(license));
            stored++;
        }
        for (SpdxException exception : exceptions) {
            tables.put(Domain.LICENSE_EXCEPTIONS, LicenseKeys.of(exception.id()), codec.encode(exception));
        }
        return result(feedsRoot, location, stored + exceptions.size(), skipped,
                dateOf(licenseList.path("releaseDate").asText("")), licenseList.path("licenseListVersion").asText(null));
    }

    private List<SpdxException> readExceptions(Path location, List<SkippedRecord> skipped) throws FeedException {
        Path file = location.resolve("exceptions.json");
        List<SpdxException> result = new ArrayList<>();
        if (!FeedFiles.isFeedFile(file)) {
            return result;
        }
        JsonNode list = readJson(file).path("exceptions");
        if (!list.isArray()) {
            throw new FeedException(file, "has no \"exceptions\" array; not an SPDX exception list");
        }
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (JsonNode entry : list) {
            String id = entry.path("licenseExceptionId").asText("");
            if (id.isBlank()) {
                skipped.add(new SkippedRecord(file.toString(), "#" + result.size(), "exception entry without licenseExceptionId"));
                continue;
            }
            if (!seen.add(id.toLowerCase(java.util.Locale.ROOT))) {
                skipped.add(new SkippedRecord(file.toString(), id, "duplicate licenseExceptionId"));
                continue;
            }
            result.add(new SpdxException(id, entry.path("name").asText(""), entry.path("detailsUrl").asText(""),
                    strings(entry.path("seeAlso")), entry.path("isDeprecatedLicenseId").asBoolean(false)));
        }
        return result;
    }

    /** Each exception with the comment text of its details file, which names the licenses it is used with. */
    private List<ExceptionUse> readExceptionUses(Path location, List<SpdxException> exceptions) throws FeedException {
        List<ExceptionUse> uses = new ArrayList<>();
        for (SpdxException exception : exceptions) {
            JsonNode details = readDetails(location.resolve("exceptions").resolve(exception.id() + ".json"));
            uses.add(new ExceptionUse(exception, details.path("licenseComments").asText("")));
        }
        return uses;
    }

    private static List<SpdxException> usedWith(String licenseId, List<ExceptionUse> uses) {
        return uses.stream().filter(use -> use.names(licenseId)).map(ExceptionUse::exception).toList();
    }

    private JsonNode readDetails(Path file) throws FeedException {
        return FeedFiles.isFeedFile(file) ? readJson(file) : mapper.createObjectNode();
    }

    private JsonNode readJson(Path file) throws FeedException {
        try {
            return mapper.readTree(file.toFile());
        } catch (IOException e) {
            throw new FeedException(file, "not valid JSON (" + FirstLine.of(e.getMessage()) + ")", e);
        }
    }

    private static List<CrossRef> crossRefs(JsonNode array) {
        List<CrossRef> refs = new ArrayList<>();
        for (JsonNode ref : array) {
            refs.add(new CrossRef(ref.path("url").asText(""), ref.path("isValid").asBoolean(false),
                    ref.path("isLive").asBoolean(false), ref.path("timestamp").asText(""),
                    ref.path("isWayBackLink").asBoolean(false), ref.path("order").asInt(0), ref.path("match").asText("")));
        }
        refs.sort(java.util.Comparator.comparingInt(CrossRef::order));
        return refs;
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        for (JsonNode value : array) {
            values.add(value.asText());
        }
        return values;
    }

    private static String dateOf(String timestamp) {
        return timestamp.length() >= 10 ? timestamp.substring(0, 10) : null;
    }
}
