package io.cis.loader.feeds.osadl;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.licenses.CopyleftClass;
import io.cis.engine.licenses.LicenseKeys;
import io.cis.engine.licenses.OsadlObligations;
import io.cis.engine.licenses.OsadlRecord;
import io.cis.engine.licenses.OsadlUseCase;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLayout;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.feeds.json.StrictJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * OSADL's license data: the compatibility matrix ({@code matrix/matrixseqexpl.json}) and the Open Source License
 * Obligations Checklists ({@code checklists/*.txt} in OSLOC syntax, {@code checklists/*.json} in their JSON form).
 * Each license either names becomes one {@code license_osadl} record: compatibility lists from the matrix (else from
 * the checklist), the copyleft and patent flags and the use cases from the checklist, and OSADL's copyleft class,
 * from the checklist when there is one, else from the matrix's explanations.
 */
public final class OsadlFeed extends PlacedFeed {

    static final String MATRIX = "matrixseqexpl.json";
    private static final FeedLocation LOCATION = new FeedLocation(List.of("osadl"), List.of("."),
            dir -> Files.isRegularFile(dir.resolve("matrix").resolve(MATRIX)) || hasChecklists(dir));

    private final ObjectMapper mapper = StrictJson.mapper();
    private final ValueCodec codec;

    public OsadlFeed(ValueCodec codec) {
        super("osadl", LOCATION);
        this.codec = codec;
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        Path matrixFile = location.resolve("matrix").resolve(MATRIX);
        CompatibilityMatrix.Matrix matrix = FeedFiles.isFeedFile(matrixFile)
                ? new CompatibilityMatrix().read(matrixFile, readJson(matrixFile), skipped)
                : new CompatibilityMatrix.Matrix(Map.of(), null);
        Path checklistFolder = location.resolve("checklists");
        Map<String, Checklist> checklists = Files.isDirectory(checklistFolder)
                ? new ChecklistFolder(new ObligationJson()).read(checklistFolder, skipped)
                : Map.of();

        Set<String> ids = new LinkedHashSet<>(matrix.rows().keySet());
        ids.addAll(checklists.keySet());
        SnapshotTables tables = sink.tables();
        long stored = 0;
        Set<String> storedKeys = new HashSet<>();
        for (String id : ids) {
            byte[] key = LicenseKeys.of(id);
            if (!storedKeys.add(new String(key, StandardCharsets.UTF_8))) {
                skipped.add(new SkippedRecord(location.toString(), id, "a license of the same id in another case is already stored"));
                continue;
            }
            OsadlRecord record = record(id, Optional.ofNullable(matrix.rows().get(id)), Optional.ofNullable(checklists.get(id)));
            tables.put(Domain.LICENSE_OSADL, key, codec.encode(record));
            stored++;
        }
        return result(feedsRoot, location, stored, skipped, matrix.day(), null);
    }

    private static OsadlRecord record(String id, Optional<MatrixRow> row, Optional<Checklist> checklist) {
        List<String> compatibility = row.map(MatrixRow::compatibility).orElse(checklist.map(Checklist::compatibility).orElse(List.of()));
        List<String> depending = row.map(MatrixRow::dependingCompatibility)
                .orElse(checklist.map(Checklist::dependingCompatibility).orElse(List.of()));
        List<String> incompatibility = row.map(MatrixRow::incompatibility)
                .orElse(checklist.map(Checklist::incompatibility).orElse(List.of()));
        List<OsadlUseCase> useCases = checklist.map(c -> c.useCases().stream()
                .map(u -> new OsadlUseCase(u.name(), u.text(), u.json())).toList()).orElse(List.of());
        OsadlObligations osadl = new OsadlObligations(
                checklist.map(c -> c.copyleftClause().equals("Yes")).orElse(false),
                checklist.map(c -> c.patentHints().equals("Yes")).orElse(false),
                compatibility, depending, incompatibility, useCases);
        return new OsadlRecord(id, copyleftClass(row, checklist), osadl);
    }

    /**
     * A checklist states the copyleft clause outright (no such line means none, as OSADL's converter reads it); the
     * matrix only implies it. "Questionable" decides nothing, so the matrix's class counts then.
     */
    private static CopyleftClass copyleftClass(Optional<MatrixRow> row, Optional<Checklist> checklist) {
        CopyleftClass implied = row.map(MatrixRow::copyleftClass).orElse(CopyleftClass.UNCLASSIFIED);
        if (checklist.isEmpty()) {
            return implied;
        }
        return switch (checklist.get().copyleftClause()) {
            case "Yes" -> CopyleftClass.COPYLEFT;
            case "No", "" -> CopyleftClass.NON_COPYLEFT;
            default -> implied;
        };
    }

    private static boolean hasChecklists(Path dir) {
        return FeedLayout.directlyIn(name -> name.endsWith(".txt")).holdsAny(dir.resolve("checklists"));
    }

    private JsonNode readJson(Path file) throws FeedException {
        try {
            JsonNode document = mapper.readTree(file.toFile());
            if (document == null || document.isMissingNode()) {
                throw new FeedException(file, "is empty; not JSON");
            }
            return document;
        } catch (IOException e) {
            String message = e.getMessage() == null ? "unreadable" : e.getMessage().lines().findFirst().orElse("");
            throw new FeedException(file, "not valid JSON (" + message + ")", e);
        }
    }
}
