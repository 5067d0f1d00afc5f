package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * The OSV export: {@code ecosystems.txt}, then {@code <Ecosystem>/all.zip} of every ecosystem it lists, into
 * {@code osv/<Ecosystem>/all.zip} (the build names the source after the folder). A zip is checked whole: its
 * central directory must be there, every entry is read to its end and its CRC-32 compared, and every entry must be
 * a JSON object with {@code id} and {@code modified}. The data date is the newest {@code modified} day seen.
 */
public final class OsvSource implements FeedSource {

    private final ObjectMapper json;

    public OsvSource(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public String name() {
        return "osv";
    }

    @Override
    public URI defaultBase() {
        return URI.create("https://osv-vulnerabilities.storage.googleapis.com/");
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        List<String> ecosystems = new ArrayList<>();
        files.file("ecosystems.txt", "osv/ecosystems.txt", file -> listed(file, ecosystems));
        String newest = "";
        long records = 0;
        for (String ecosystem : ecosystems) {
            String url = URLEncoder.encode(ecosystem, StandardCharsets.UTF_8).replace("+", "%20") + "/all.zip";
            FileFacts zip = files.file(url, "osv/" + ecosystem + "/all.zip", this::checkZip);
            records += zip.records();
            newest = zip.dataDate().compareTo(newest) > 0 ? zip.dataDate() : newest;
        }
        return new FileFacts(records, newest, "");
    }

    private static FileFacts listed(Path file, List<String> ecosystems) throws IOException, FetchException {
        ecosystems.clear();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String ecosystem = line.strip();
            if (ecosystem.isEmpty()) {
                continue;
            }
            // an ecosystem becomes a folder name: nothing that could leave the osv folder or hide from the build
            if (ecosystem.startsWith(".") || ecosystem.contains("/") || ecosystem.contains("\\")) {
                throw new FetchException(file.getFileName() + ": not an ecosystem name: " + ecosystem);
            }
            ecosystems.add(ecosystem);
        }
        return FileFacts.records(ecosystems.size());
    }

    private FileFacts checkZip(Path file) throws IOException, FetchException {
        long records = 0;
        String newest = "";
        try (ZipFile zip = new ZipFile(file.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (entry.isDirectory()) {
                    continue;
                }
                byte[] content;
                try (InputStream in = zip.getInputStream(entry)) {
                    content = in.readAllBytes();
                }
                CRC32 crc = new CRC32();
                crc.update(content);
                if (entry.getCrc() != -1 && crc.getValue() != entry.getCrc()) {
                    throw new FetchException(file.getFileName() + ": entry " + entry.getName()
                            + " does not match its CRC-32");
                }
                String modified = modified(entry.getName(), content);
                newest = modified.compareTo(newest) > 0 ? modified : newest;
                records++;
            }
        } catch (ZipException e) {
            throw new FetchException(file.getFileName() + ": not a readable zip archive (" + e.getMessage() + ")");
        }
        return new FileFacts(records, newest.length() >= 10 ? newest.substring(0, 10) : newest, "");
    }

    private String modified(String entry, byte[] content) throws FetchException {
        try {
            JsonNode record = json.readTree(content);
            if (record == null || !record.isObject() || !record.hasNonNull("id") || !record.hasNonNull("modified")) {
                throw new FetchException(entry + ": not an OSV record (no id and modified)");
            }
            return record.get("modified").asText();
        } catch (JacksonException e) {
            throw new FetchException(entry + ": not valid JSON (" + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw new FetchException(entry + ": " + e.getMessage());
        }
    }
}
