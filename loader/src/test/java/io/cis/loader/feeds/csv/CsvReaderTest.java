package io.cis.loader.feeds.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvReaderTest {

    private static List<CsvRecord> records(String text) throws Exception {
        List<CsvRecord> records = new ArrayList<>();
        try (CsvReader csv = new CsvReader(new StringReader(text))) {
            for (Optional<CsvRecord> next = csv.next(); next.isPresent(); next = csv.next()) {
                records.add(next.get());
            }
        }
        return records;
    }

    @Test
    void quotedFieldsKeepCommasQuotesAndLineBreaks() throws Exception {
        List<CsvRecord> records = records("id,text,n\r\nCVE-1,\"a, \"\"quoted\"\"\r\nsecond line\",2\r\nCVE-2,,3\r\n");
        assertThat(records).hasSize(3);
        assertThat(records.get(1).fields()).containsExactly("CVE-1", "a, \"quoted\"\r\nsecond line", "2");
        assertThat(records.get(1).wellFormed()).isTrue();
        assertThat(records.get(2).fields()).containsExactly("CVE-2", "", "3");
    }

    @Test
    void aRecordIsNumberedByTheLineItStartsOnCountingQuotedLineBreaks() throws Exception {
        List<CsvRecord> records = records("h\n\"one\ntwo\nthree\"\nnext\n");
        assertThat(records).extracting(CsvRecord::line).containsExactly(1L, 2L, 5L);
    }

    @Test
    void lfCrlfAndCrAllEndARecordAndAnEmptyLineIsABlankRecord() throws Exception {
        List<CsvRecord> records = records("a\nb\r\nc\rd\n");
        assertThat(records).extracting(r -> r.fields().get(0)).containsExactly("a", "b", "c", "d");
        List<CsvRecord> withBlank = records("a\n\nb\n");
        assertThat(withBlank).extracting(CsvRecord::blank).containsExactly(false, true, false);
    }

    @Test
    void aByteOrderMarkBeforeTheFirstFieldIsNotPartOfIt() throws Exception {
        assertThat(records("\uFEFFcveID,dateAdded\n").get(0).fields()).containsExactly("cveID", "dateAdded");
    }

    @Test
    void aStrayQuoteMakesOnlyItsRecordDefective() throws Exception {
        List<CsvRecord> records = records("a,b\"c,d\n\"x\"y,z\nok,1\n");
        assertThat(records.get(0).defect()).isEqualTo("a quote inside unquoted field 2");
        assertThat(records.get(1).defect()).isEqualTo("text after the closing quote of field 1");
        assertThat(records.get(2).wellFormed()).isTrue();
        assertThat(records.get(2).fields()).containsExactly("ok", "1");
    }

    @Test
    void textCutInsideAQuotedFieldIsRefused() {
        assertThatThrownBy(() -> records("h\nCVE-1,\"open field, never closed\n"))
                .isInstanceOf(CsvFormatException.class)
                .hasMessageContaining("line 2").hasMessageContaining("not closed");
    }

    @Test
    void aLastRecordWithoutLineBreakIsTakenForCutOff() {
        assertThatThrownBy(() -> records("cve,epss\nCVE-2025-1094,0.7"))
                .isInstanceOf(CsvFormatException.class)
                .hasMessageContaining("line 2").hasMessageContaining("cut off");
    }

    @Test
    void emptyTextHasNoRecords() throws Exception {
        assertThat(records("")).isEmpty();
    }

    @Test
    void openGunzipsByNameAndRefusesBytesThatAreNotUtf8(@TempDir Path dir) throws Exception {
        Path gz = dir.resolve("rows.csv.gz");
        try (GZIPOutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write("é,1\n".getBytes(StandardCharsets.UTF_8));
        }
        try (CsvReader csv = CsvReader.open(gz)) {
            assertThat(csv.next()).hasValueSatisfying(r -> assertThat(r.fields()).containsExactly("é", "1"));
        }
        Path latin1 = dir.resolve("rows.csv");
        Files.write(latin1, "\u00e9,1\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> {
            try (CsvReader csv = CsvReader.open(latin1)) {
                csv.next();
            }
        }).isInstanceOf(CharacterCodingException.class);
    }

    @Test
    void aTruncatedGzipFailsToRead(@TempDir Path dir) throws IOException {
        Path gz = dir.resolve("rows.csv.gz");
        try (GZIPOutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write("a,1\nb,2\nc,3\n".repeat(200).getBytes(StandardCharsets.UTF_8));
        }
        byte[] bytes = Files.readAllBytes(gz);
        Files.write(gz, Arrays.copyOf(bytes, bytes.length / 2));
        assertThatThrownBy(() -> {
            try (CsvReader csv = CsvReader.open(gz)) {
                while (csv.next().isPresent()) {
                    // read to the end
                }
            }
        }).isInstanceOf(IOException.class);
    }
}
