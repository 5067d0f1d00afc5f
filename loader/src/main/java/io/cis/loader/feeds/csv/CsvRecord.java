package io.cis.loader.feeds.csv;

import java.util.List;

/**
 * One CSV record.
 *
 * @param line   the physical line it starts on, from 1 (a quoted line break makes a record span several lines)
 * @param fields its fields, unquoted
 * @param defect why the record is not well-formed RFC 4180 (a quote inside an unquoted field, text after a closing
 *               quote), or null when it is; the fields are then only an approximation
 */
public record CsvRecord(long line, List<String> fields, String defect) {

    public CsvRecord {
        fields = List.copyOf(fields);
    }

    public boolean wellFormed() {
        return defect == null;
    }

    /** A record of one empty field: what an empty line reads as. */
    public boolean blank() {
        return fields.size() == 1 && fields.get(0).isEmpty();
    }
}
