package io.cis.loader.feeds.osadl;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.NotAFeedFileException;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.feeds.text.BoundedText;
import io.cis.loader.feeds.text.FirstLine;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a folder of OSADL checklists: each {@code <license id>.txt} in OSLOC syntax, and each {@code *.json} in the
 * form OSLOC2JSON writes, whose fields name the licenses (so {@code GPL-3.0-or-later-reference.json} is the JSON form
 * of {@code GPL-3.0-or-later}). A license's text and JSON form are joined ({@link Checklist#withJsonForm}). The JSON
 * Schema of the format ({@code osloc-schema.json}) describes checklists and is not one; it is passed over.
 */
final class ChecklistFolder {

    /** The largest checklist read, in bytes; it is read whole. OSADL's are a few kilobytes. */
    static final long SIZE_LIMIT = 4L << 20;

    private final ObjectMapper mapper = StrictJson.mapper();
    private final OslocParser text;
    private final OslocJsonReader json;

    ChecklistFolder(ObligationJson obligations) {
        this.text = new OslocParser(obligations);
        this.json = new OslocJsonReader(obligations);
    }

    /** The checklists by license id, in id order. */
    Map<String, Checklist> read(Path folder, List<SkippedRecord> skipped) throws FeedException {
        Map<String, Checklist> byText = new TreeMap<>();
        Map<String, Checklist> byJson = new LinkedHashMap<>();
        for (Path file : files(folder)) {
            String name = file.getFileName().toString();
            if (name.endsWith(".txt")) {
                String id = name.substring(0, name.length() - ".txt".length());
                try {
                    byText.put(id, text.parse(id, utf8(file)));
                } catch (UnusableRecordException e) {
                    skipped.add(e.skipped(file.toString(), id));
                }
            } else if (name.endsWith(".json") && !name.endsWith("schema.json")) {
                readJson(file, byJson, skipped);
            }
        }
        Map<String, Checklist> checklists = new TreeMap<>(byText);
        byJson.forEach((id, form) -> checklists.merge(id, form, (own, published) -> own.withJsonForm(published)));
        return checklists;
    }

    private void readJson(Path file, Map<String, Checklist> byJson, List<SkippedRecord> skipped) throws FeedException {
        JsonNode document;
        try {
            document = mapper.readTree(file.toFile());
        } catch (IOException e) {
            throw new FeedException(file, "not valid JSON (" + FirstLine.of(e.getMessage()) + ")", e);
        }
        if (document == null || document.isMissingNode()) {
            throw new FeedException(file, "is empty; not JSON");
        }
        if (!OslocJsonReader.isChecklistDocument(document)) {
            skipped.add(new SkippedRecord(file.toString(), "-", "not a checklist in OSLOC2JSON form (no license with a \"USE CASE\")"));
            return;
        }
        try {
            for (Checklist checklist : json.read(document)) {
                if (byJson.putIfAbsent(checklist.id(), checklist) != null) {
                    skipped.add(new SkippedRecord(file.toString(), checklist.id(), "JSON form given again; the first file stands"));
                }
            }
        } catch (UnusableRecordException e) {
            skipped.add(e.skipped(file.toString(), "-"));
        }
    }

    private static List<Path> files(Path folder) throws FeedException {
        try {
            return new ArrayList<>(FeedFiles.in(folder, f -> !f.getFileName().toString().startsWith(".")));
        } catch (NotAFeedFileException e) {
            throw e.asFeedException();
        } catch (IOException e) {
            throw new FeedException(folder, "cannot list the checklists: " + e.getMessage(), e);
        }
    }

    private static String utf8(Path file) throws FeedException {
        try {
            BoundedText.requireAtMost(file, SIZE_LIMIT);
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw new FeedException(file, "not UTF-8 text", e);
        } catch (BoundedText.FileTooLargeException e) {
            throw new FeedException(file, e.getMessage(), e);
        } catch (IOException e) {
            throw new FeedException(file, "cannot be read: " + e.getMessage(), e);
        }
    }
}
