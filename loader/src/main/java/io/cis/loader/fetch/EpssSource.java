package io.cis.loader.fetch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * FIRST's daily EPSS scores, {@code epss_scores-current.csv.gz}, kept under that name in {@code epss/} (a name the
 * build reads as a daily file). The check gunzips it whole (the trailer's CRC-32 and length included), requires the
 * {@code #model_version:…,score_date:…} comment, the {@code cve,epss,percentile} header and a final line break, and
 * counts the rows; the data date is the comment's {@code score_date} day.
 */
public final class EpssSource implements FeedSource {

    static final String FILE = "epss_scores-current.csv.gz";
    private static final Pattern COMMENT =
            Pattern.compile("#model_version:([^,]*),score_date:(\\d{4}-\\d{2}-\\d{2})T[^,]*");

    @Override
    public String name() {
        return "epss";
    }

    @Override
    public String folder() {
        return "epss";
    }

    @Override
    public URI defaultBase() {
        return URI.create("https://epss.empiricalsecurity.com/");
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        return files.file(FILE, "epss/" + FILE, EpssSource::check);
    }

    static FileFacts check(Path file) throws IOException, FetchException {
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try (var gzip = new GZIPInputStream(Files.newInputStream(file));
             var text = new BufferedReader(new InputStreamReader(gzip, decoder))) {
            Matcher comment = COMMENT.matcher(String.valueOf(text.readLine()));
            if (!comment.matches()) {
                throw new FetchException(file.getFileName() + ": the first line is not the"
                        + " #model_version:…,score_date:… comment");
            }
            if (!"cve,epss,percentile".equals(text.readLine())) {
                throw new FetchException(file.getFileName() + ": the second line is not cve,epss,percentile");
            }
            long rows = 0;
            int last = '\n';
            char[] buffer = new char[64 * 1024];
            for (int n = text.read(buffer); n >= 0; n = text.read(buffer)) {
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        rows++;
                    }
                }
                last = n > 0 ? buffer[n - 1] : last;
            }
            if (last != '\n') {
                throw new FetchException(file.getFileName() + ": the last row has no line break (a cut-off file)");
            }
            return new FileFacts(rows, comment.group(2), comment.group(1));
        }
    }
}
