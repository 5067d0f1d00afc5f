package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

/**
 * Unpacks CVE List V5 release archives into a folder in the cvelistV5 repository's layout
 * ({@code cves/<year>/<NN>xxx/CVE-....json}). The baseline ({@code …_all_CVEs_at_midnight.zip.zip}) is a zip holding
 * {@code cves.zip}, which holds the {@code cves/} tree; a delta ({@code …_delta_CVEs_at_HHMMZ.zip}) holds
 * {@code deltaCves/CVE-....json}. Any entry named {@code CVE-<year>-<number>.json}, at any depth, of the archive or of
 * a zip inside it, is a record; other entries ({@code delta.json}, notes) are passed over. Every entry read is read
 * to its end and its CRC-32 compared (Java's {@code ZipFile} checks none); a zip without its central directory (cut
 * off) fails. A record must be a CVE JSON 5 record ({@code "dataType": "CVE_RECORD"}) whose {@code cveId} is its file
 * name; it is written where its id belongs, so an entry's own path never decides where anything is written.
 */
final class Cve5Archive {

    private static final Pattern RECORD = Pattern.compile("(?:.*/)?(CVE-\\d{4}-\\d{4,19})\\.json");

    /** What unpacking wrote: the records, and the newest {@code dateUpdated} of them. */
    record Unpacked(long records, String newestUpdate) {
    }

    private final ObjectMapper json;

    Cve5Archive(ObjectMapper json) {
        this.json = json;
    }

    /**
     * Writes every record of {@code archive} into {@code folder}, replacing a record already there (without writing
     * through a link another folder shares); nested zips are unpacked into {@code scratch} first.
     */
    Unpacked unpack(Path archive, Path folder, Path scratch) throws IOException, FetchException {
        long records = 0;
        String newest = "";
        try (ZipFile zip = new ZipFile(archive.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (entry.isDirectory()) {
                    continue;
                }
                if (entry.getName().toLowerCase(Locale.ROOT).endsWith(".zip")) {
                    Path inner = Files.createTempFile(Files.createDirectories(scratch), "inner", ".zip");
                    try {
                        try (InputStream in = zip.getInputStream(entry); OutputStream out = Files.newOutputStream(inner)) {
                            copyChecked(archive, entry, in, out);
                        }
                        Unpacked nested = unpack(inner, folder, scratch);
                        records += nested.records();
                        newest = nested.newestUpdate().compareTo(newest) > 0 ? nested.newestUpdate() : newest;
                    } finally {
                        Files.deleteIfExists(inner);
                    }
                    continue;
                }
                Matcher name = RECORD.matcher(entry.getName());
                byte[] content;
                try (InputStream in = zip.getInputStream(entry)) {
                    content = readChecked(archive, entry, in);
                }
                if (!name.matches()) {
                    continue;
                }
                String updated = check(archive, entry.getName(), name.group(1), content);
                newest = updated.compareTo(newest) > 0 ? updated : newest;
                Path target = folder.resolve("cves").resolve(CveBuckets.bucket(name.group(1)))
                        .resolve(name.group(1) + ".json");
                Files.createDirectories(target.getParent());
                // a file there may be a link shared with the previous generation: replace it, never write through it
                Files.deleteIfExists(target);
                Files.write(target, content);
                records++;
            }
        } catch (ZipException e) {
            throw new FetchException(archive.getFileName() + ": not a readable zip archive (" + e.getMessage() + ")");
        }
        return new Unpacked(records, newest);
    }

    /** How many records {@code folder} holds. */
    static long count(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        try (Stream<Path> tree = Files.walk(folder)) {
            return tree.filter(file -> RECORD.matcher(file.getFileName().toString()).matches()).count();
        }
    }

    /** The record's {@code dateUpdated} (empty when it states none), once it is found to be the record it is named. */
    private String check(Path archive, String entry, String id, byte[] content) throws FetchException {
        JsonNode record;
        try {
            record = json.readTree(content);
        } catch (JacksonException e) {
            throw new FetchException(archive.getFileName() + ": " + entry + " is not valid JSON ("
                    + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw new FetchException(archive.getFileName() + ": " + entry + ": " + e.getMessage());
        }
        if (record == null || !"CVE_RECORD".equals(record.path("dataType").asText())) {
            throw new FetchException(archive.getFileName() + ": " + entry + " is not a CVE JSON 5 record");
        }
        if (!id.equals(record.path("cveMetadata").path("cveId").asText())) {
            throw new FetchException(archive.getFileName() + ": " + entry + " holds the record of "
                    + record.path("cveMetadata").path("cveId").asText("no CVE"));
        }
        return record.path("cveMetadata").path("dateUpdated").asText("");
    }

    private static byte[] readChecked(Path archive, ZipEntry entry, InputStream in) throws IOException, FetchException {
        CheckedInputStream checked = new CheckedInputStream(in, new CRC32());
        byte[] content = checked.readAllBytes();
        compare(archive, entry, checked.getChecksum().getValue());
        return content;
    }

    private static void copyChecked(Path archive, ZipEntry entry, InputStream in, OutputStream out)
            throws IOException, FetchException {
        CheckedInputStream checked = new CheckedInputStream(in, new CRC32());
        checked.transferTo(out);
        compare(archive, entry, checked.getChecksum().getValue());
    }

    private static void compare(Path archive, ZipEntry entry, long crc) throws FetchException {
        if (entry.getCrc() != -1 && crc != entry.getCrc()) {
            throw new FetchException(archive.getFileName() + ": entry " + entry.getName()
                    + " does not match its CRC-32");
        }
    }
}
