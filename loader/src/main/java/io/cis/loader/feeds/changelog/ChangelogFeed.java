package io.cis.loader.feeds.changelog;

import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURL;
import io.cis.engine.releases.ReleaseRecord;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.text.BoundedText;
import io.cis.loader.releases.PurlFolders;
import io.cis.loader.releases.ReleaseFolderFeed.Candidate;
import io.cis.loader.releases.ReleaseFolderFeed;
import io.cis.loader.releases.TagPages;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * CHANGELOG / HISTORY Markdown files under {@code release-notes/<type>/<namespace...>/<name>/}: each release heading's
 * section becomes that version's release notes, and the version joins the catalog of the purl the folder spells.
 */
public final class ChangelogFeed extends ReleaseFolderFeed {

    static final String FOLDER = "release-notes";
    /** The largest changelog read, in bytes; it is read whole. Real ones are a few hundred kilobytes. */
    static final long SIZE_LIMIT = 16L << 20;

    public ChangelogFeed(ValueCodec codec) {
        super("release-notes", FOLDER, codec, ChangelogFeed::isMarkdown, "the changelog files");
    }

    @Override
    protected List<Candidate> releases(Path file, String purl, String relative, List<SkippedRecord> skipped)
            throws FeedException {
        List<ChangelogEntry> entries = ChangelogReader.read(read(file), nameOf(purl));
        if (entries.isEmpty()) {
            skipped.add(new SkippedRecord(relative, "-", "no heading names a release; file ignored"));
        }
        List<Candidate> releases = new ArrayList<>(entries.size());
        for (ChangelogEntry entry : entries) {
            String url = TagPages.of(purl, entry.tag()).orElse("");
            releases.add(new Candidate(new ReleaseRecord(entry.version(), entry.date(), url, entry.notes()),
                    entry.version() + " (line " + entry.line() + ")"));
        }
        return releases;
    }

    static boolean isMarkdown(String fileName) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        return lower.endsWith(".md") || lower.endsWith(".markdown");
    }

    private static String read(Path file) throws FeedException {
        try {
            BoundedText.requireAtMost(file, SIZE_LIMIT);
            String text = Files.readString(file, StandardCharsets.UTF_8);
            // A byte order mark is an encoding detail, not the first character of the first heading.
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new FeedException(file, "not UTF-8 text", e);
        } catch (BoundedText.FileTooLargeException e) {
            throw new FeedException(file, e.getMessage(), e);
        } catch (IOException e) {
            throw new FeedException(file, "cannot be read (" + e.getMessage() + ")", e);
        }
    }

    /** The component's name, which a changelog may write before the version ({@code OSV-Scanner v2.0.0}). */
    private static String nameOf(String purl) {
        try {
            return new PackageURL(purl).getName();
        } catch (MalformedPackageURLException e) {
            // PurlFolders built it with packageurl-java, so it parses.
            throw new IllegalStateException("not a purl: " + purl, e);
        }
    }
}
