package io.cis.loader.fetch.github;

import io.cis.loader.fetch.FetchException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpHeaders;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code rel="next"} page of an RFC 8288 {@code Link} header, as GitHub pages its lists. */
final class LinkHeader {

    private static final Pattern LINK = Pattern.compile("<([^>]*)>((?:\\s*;\\s*[^;,]+)*)");
    private static final Pattern NEXT = Pattern.compile(";\\s*rel\\s*=\\s*\"?(?:[^\";,]*\\s)?next(?:\\s[^\";,]*)?\"?",
            Pattern.CASE_INSENSITIVE);

    private LinkHeader() {
    }

    /** The next page's URL, resolved against {@code page} (the URL the header came with). */
    static Optional<URI> next(HttpHeaders headers, URI page) throws FetchException {
        for (String value : headers.allValues("Link")) {
            Matcher link = LINK.matcher(value);
            while (link.find()) {
                if (NEXT.matcher(link.group(2)).find()) {
                    try {
                        return Optional.of(page.resolve(new URI(link.group(1).strip())));
                    } catch (URISyntaxException e) {
                        throw new FetchException(page + ": the next page's link is not a URL: " + link.group(1));
                    }
                }
            }
        }
        return Optional.empty();
    }
}
