package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.Download;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.FileCheck;
import io.cis.loader.fetch.FileFacts;
import io.cis.loader.fetch.SourceFetch;
import io.cis.loader.fetch.UpstreamClient;
import io.cis.loader.fetch.Validators;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;

/**
 * The requests of one registry source's run, from any of its threads: each a conditional GET (the validators the
 * manifest recorded), made while holding a permit of its host, its body checked and staged by the source's
 * {@link SourceFetch}. A registry's "no such document" (404, or 410 as the Go module proxy answers) is an answer, not
 * a failure: it comes back empty. Every other refusal fails the package that asked.
 */
final class RegistryRequests {

    private final SourceFetch files;
    private final UpstreamClient client;
    private final HostPermits permits;
    private final RegistryEndpoint endpoint;
    private final LongAdder records = new LongAdder();

    RegistryRequests(SourceFetch files, UpstreamClient client, HostPermits permits, RegistryEndpoint endpoint) {
        this.files = files;
        this.client = client;
        this.permits = permits;
        this.endpoint = endpoint;
    }

    RegistryEndpoint endpoint() {
        return endpoint;
    }

    /** {@code relative} (a request path, already escaped) below the registry's base. */
    URI url(String relative) {
        return files.url(relative);
    }

    /**
     * GETs {@code url} into {@code feedPath} once {@code check} accepts it; empty when the registry has no such
     * document.
     */
    Optional<FileFacts> get(URI url, String feedPath, FileCheck check) throws FetchException {
        try {
            FileFacts facts = files.file(url, feedPath, named(url, check),
                    (asked, known, target) -> permits.run(asked, () -> client.get(asked, known, target)));
            records.add(facts.records());
            return Optional.of(facts);
        } catch (FetchException e) {
            if (e.httpStatus() == 404 || e.httpStatus() == 410) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /**
     * As {@link #get}, and a body transferred anew must have the SHA-1 the repository publishes beside it
     * ({@code <url>.sha1}, Maven's layout), when it publishes one; an answer with another fails its package, so the
     * build (which checks a {@code .sha1} it finds beside a file) never meets a mismatch the fetch could have seen.
     * The checksum file itself is not kept.
     */
    Optional<FileFacts> getChecksummed(URI url, String feedPath, FileCheck check) throws FetchException {
        try {
            FileFacts facts = files.file(url, feedPath, named(url, check), (asked, known, target) -> {
                Download download = permits.run(asked, () -> client.get(asked, known, target));
                if (!download.notModified()) {
                    Sha1.verify(asked, target, this::checksum);
                }
                return download;
            });
            records.add(facts.records());
            return Optional.of(facts);
        } catch (FetchException e) {
            if (e.httpStatus() == 404 || e.httpStatus() == 410) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** The published checksum of {@code url}, or empty when the repository publishes none. */
    private Optional<String> checksum(URI url) throws FetchException {
        URI sha1 = URI.create(url + ".sha1");
        Path target;
        try {
            target = Files.createTempFile(files.scratch(), "checksum-", ".sha1");
        } catch (IOException e) {
            throw new FetchException(sha1 + ": no room for the checksum (" + e.getMessage() + ")", e);
        }
        try {
            permits.run(sha1, () -> client.get(sha1, Validators.NONE, target));
            return Optional.of(Files.readString(target, StandardCharsets.US_ASCII));
        } catch (FetchException e) {
            if (e.httpStatus() == 404 || e.httpStatus() == 410) {
                return Optional.empty();
            }
            throw e;
        } catch (IOException e) {
            throw new FetchException(sha1 + ": cannot be read back (" + e.getMessage() + ")", e);
        } finally {
            try {
                Files.deleteIfExists(target);
            } catch (IOException e) {
                // the scratch folder goes with the staging folder when the source ends
            }
        }
    }

    /** {@code check}, its refusals naming the URL whose answer it refused. */
    private static FileCheck named(URI url, FileCheck check) {
        return file -> {
            try {
                return check.check(file);
            } catch (FetchException e) {
                throw new FetchException(url + ": " + e.getMessage(), e);
            }
        };
    }

    /** The records of every document fetched so far. */
    long records() {
        return records.sum();
    }
}
