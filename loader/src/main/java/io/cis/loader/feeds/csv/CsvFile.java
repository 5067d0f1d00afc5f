package io.cis.loader.feeds.csv;

import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.NotAFeedFileException;
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
        requireFile(file);
        try (CsvReader csv = CsvReader.open(file)) {
            try {
                Optional<CsvRecord> next = csv.next();
                while (next.isPresent() && visitor.visit(next.get())) {
                    next = csv.next();
                }
            } catch (CharacterCodingException e) {
                throw new FeedException(file, "not UTF-8 text (on line " + csv.line() + ")", e);
            }
        } catch (CsvLimitException e) {
            throw new FeedException(file, e.getMessage(), e);
        } catch (CsvFormatException e) {
            throw new FeedException(file, "not a complete CSV file (" + e.getMessage() + ")", e);
        } catch (IOException e) {
            String what = file.getFileName().toString().endsWith(".gz") ? "not a readable gzip file" : "cannot be read";
            throw new FeedException(file, what + " (" + e.getMessage() + ")", e);
        }
    }

    /** Opening a FIFO would wait for a writer forever; a folder cannot be read at all. */
    private static void requireFile(Path file) throws FeedException {
        try {
            if (!FeedFiles.isFile(file)) {
                throw new FeedException(file, "does not exist");
            }
        } catch (NotAFeedFileException e) {
            throw e.asFeedException();
        }
    }
}
