package io.cis.loader.fetch;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;

/**
 * A zip as GitHub serves a repository ({@code archive/<ref>.zip}): one top folder {@code <repo>-<ref>/}, a folder
 * entry per folder, every entry stamped with the commit's time, the commit as the archive's comment.
 */
final class GitHubArchive {

    static final Instant COMMIT_TIME = Instant.parse("2025-06-02T10:11:12Z");

    private GitHubArchive() {
    }

    /** {@code files} (paths inside {@code subtree}) under {@code top}, with a README beside the dataset folder. */
    static byte[] of(String top, String subtree, Map<String, byte[]> files, String commit) throws IOException {
        return of(top, subtree, files, commit, Map.of());
    }

    /** As {@link #of(String, String, Map, String)}, with symbolic links (path to target) in the dataset folder. */
    static byte[] of(String top, String subtree, Map<String, byte[]> files, String commit,
                     Map<String, String> links) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(bytes)) {
            zip.setComment(commit);
            folder(zip, top + "/");
            file(zip, top + "/README.md", "# the repository\n".getBytes(StandardCharsets.UTF_8));
            folder(zip, top + "/" + subtree);
            Map<String, Boolean> folders = new LinkedHashMap<>();
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                String name = file.getKey();
                for (int slash = name.indexOf('/'); slash > 0; slash = name.indexOf('/', slash + 1)) {
                    String folder = name.substring(0, slash + 1);
                    if (!folder.contains("..") && folders.putIfAbsent(folder, true) == null) {
                        folder(zip, top + "/" + subtree + folder);
                    }
                }
                file(zip, top + "/" + subtree + name, file.getValue());
            }
            for (Map.Entry<String, String> link : links.entrySet()) {
                ZipArchiveEntry entry = new ZipArchiveEntry(top + "/" + subtree + link.getKey());
                entry.setUnixMode(0120777);
                entry.setTime(COMMIT_TIME.toEpochMilli());
                zip.putArchiveEntry(entry);
                zip.write(link.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeArchiveEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static void folder(ZipArchiveOutputStream zip, String name) throws IOException {
        ZipArchiveEntry entry = new ZipArchiveEntry(name);
        entry.setTime(COMMIT_TIME.toEpochMilli());
        zip.putArchiveEntry(entry);
        zip.closeArchiveEntry();
    }

    private static void file(ZipArchiveOutputStream zip, String name, byte[] content) throws IOException {
        ZipArchiveEntry entry = new ZipArchiveEntry(name);
        entry.setTime(COMMIT_TIME.toEpochMilli());
        zip.putArchiveEntry(entry);
        zip.write(content);
        zip.closeArchiveEntry();
    }

}
