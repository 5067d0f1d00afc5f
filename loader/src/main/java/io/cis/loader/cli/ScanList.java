package io.cis.loader.cli;

import com.github.packageurl.MalformedPackageURLException;
import io.cis.loader.catalog.VersionedPurl;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The component versions {@code fetch --scan-archives} scans ({@code --scan-purls FILE}): UTF-8 text, one purl with
 * its version per line; blank lines and lines starting with {@code #} are left out. A line that is no purl with a
 * version is refused, naming the line, before anything is fetched.
 */
final class ScanList {

    private ScanList() {
    }

    static List<String> read(Path file) throws IOException {
        List<String> purls = new ArrayList<>();
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("not UTF-8 text", e);
        }
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                if (!VersionedPurl.parse(line).hasVersion()) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": " + line
                            + " has no version (the archive of a version is scanned)");
                }
            } catch (MalformedPackageURLException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": not a package URL: " + line, e);
            }
            purls.add(line);
        }
        return purls;
    }
}
