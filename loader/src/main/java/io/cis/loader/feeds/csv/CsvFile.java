package io.cis.loader.feeds.csv;

import io.cis.loader.build.FeedException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.util.Optional;

/** Reads a feed's CSV file record by record; whatever makes the whole file unusable becomes a FeedException naming it. */
public final class CsvFile {

    /** Takes the records of a file in order. */
    @FunctionalInterface
    public interface RecordVisitor {

        /**
         * Takes one record; returns whether to read on.
         *
         * @throws FeedException when the record shows the file is not of the expected kind (a missing header)
         */
        boolean visit(CsvRecord record) throws FeedException;
    }

    private CsvFile() {
    }

    /** Reads {@code file} (gunzipped when named {@code *.gz}) until its end or until the visitor stops. */
    public static void read(Path file, RecordVisitor visitor) throws FeedException {
        try (CsvReader csv = CsvReader.open(file)) {
            try {
                Optional<CsvRecord> next = csv.next();
                while (next.isPresent() && visitor.visit(next.get())) {
                    next = csv.next();
                }
            } catch (CharacterCodingException e) {
                throw new FeedException(file, "not UTF-8 text (on line " + csv.line() + ")", e);
            }
        } catch (CsvFormatException e) {
            throw new FeedException(file, "not a complete CSV file (" + e.getMessage() + ")", e);
        } catch (IOException e) {
            String what = file.getFileName().toString().endsWith(".gz") ? "not a readable gzip file" : "cannot be read";
            throw new FeedException(file, what + " (" + e.getMessage() + ")", e);
        }
    }
}
