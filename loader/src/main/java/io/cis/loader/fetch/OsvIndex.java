package io.cis.loader.fetch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An OSV export's {@code <Ecosystem>/modified_id.csv}: one {@code <RFC 3339 modified>,<ID>} line per record of the
 * ecosystem, newest first, no header. Read whole: every line must have that shape (an id that could not be a file
 * name is refused), and the last must end with a line break, so a cut-off index is not taken for a shorter one.
 */
record OsvIndex(Map<String, Instant> modified, Instant newest) {

    /** What an OSV id may be (distribution ids have colons: {@code RHSA-2024:1234}); never a path. */
    static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:+-]*");

    OsvIndex {
        modified = Collections.unmodifiableMap(modified);
    }

    int size() {
        return modified.size();
    }

    static OsvIndex read(Path file, String ecosystem) throws IOException, FetchException {
        Map<String, Instant> modified = new LinkedHashMap<>();
        Instant newest = Instant.MIN;
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        String name = ecosystem + "/" + file.getFileName();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(Files.newInputStream(file), decoder))) {
            int number = 0;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                int comma = line.indexOf(',');
                String id = comma < 0 ? "" : line.substring(comma + 1).strip();
                // the bucket's top-level index writes <Ecosystem>/<ID>; an ecosystem's own writes the id alone
                if (id.startsWith(ecosystem + "/")) {
                    id = id.substring(ecosystem.length() + 1);
                }
                Optional<Instant> when = comma < 0 ? Optional.empty()
                        : OsvArchive.instant(line.substring(0, comma).strip());
                if (when.isEmpty() || !ID.matcher(id).matches()) {
                    throw new FetchException(name + ": line " + number + " is not <RFC 3339 time>,<OSV id>: "
                            + abbreviated(line));
                }
                Instant time = when.get();
                modified.merge(id, time, (a, b) -> a.isAfter(b) ? a : b);
                newest = time.isAfter(newest) ? time : newest;
            }
        }
        if (Files.size(file) > 0 && lastByte(file) != '\n') {
            throw new FetchException(name + ": the last line has no line break (a cut-off file)");
        }
        return new OsvIndex(modified, newest);
    }

    private static int lastByte(Path file) throws IOException {
        try (var channel = Files.newByteChannel(file)) {
            channel.position(channel.size() - 1);
            var one = java.nio.ByteBuffer.allocate(1);
            channel.read(one);
            return one.get(0);
        }
    }

    private static String abbreviated(String line) {
        return line.length() > 80 ? line.substring(0, 80) + "…" : line;
    }
}
