package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FeedSource;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.FileFacts;
import io.cis.loader.fetch.SourceFetch;
import io.cis.loader.fetch.UpstreamClient;
import java.net.URI;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * One registry's documents about the packages the seeds name, as a fetch source. Packages are asked about in
 * parallel, at most the configured number of requests at a time per host; then the documents several packages share
 * (parent POMs), each once, round by round, until none is new. Every answer is conditional and checked before it is
 * kept ({@link RegistryRequests}).
 *
 * <p>Outcomes per package, none passed over in silence: fetched; not in the registry (404 or 410), named in a note,
 * its previous documents removed as the registry no longer has them; partly missing (a version's POM, a parent),
 * named in a note; not asked (a purl the registry's API cannot name), named in a note; failed (any other refusal, a
 * document that is not what its path promises), reported as failed by name so the fetch ends as failed. When any
 * package failed, every document the previous run kept and this one did not fetch is kept as it was, so a failure
 * never removes data.
 */
public final class RegistrySource implements FeedSource {

    /** The base a registry without a configured one shows in a dry run; never asked. */
    static final URI NOT_CONFIGURED = URI.create("not-configured");

    private final RegistryProtocol protocol;
    private final Optional<RegistryEndpoint> endpoint;
    private final List<NamedPackage> packages;
    private final int concurrency;

    RegistrySource(RegistryProtocol protocol, Optional<RegistryEndpoint> endpoint, List<NamedPackage> packages,
                   int concurrency) {
        this.protocol = protocol;
        this.endpoint = endpoint;
        this.packages = List.copyOf(packages);
        this.concurrency = concurrency;
    }

    @Override
    public String name() {
        return protocol.name();
    }

    @Override
    public URI defaultBase() {
        return endpoint.map(RegistryEndpoint::url).orElse(NOT_CONFIGURED);
    }

    @Override
    public String folder() {
        return protocol.folder();
    }

    /** Nothing to ask without a package of its types; a package named without a base fails the source instead. */
    @Override
    public Optional<String> unconfigured() {
        return packages.isEmpty() ? Optional.of("no component of type " + String.join(", ", new TreeSet<>(
                protocol.purlTypes())) + " named (--sbom FILE, --components FILE)") : Optional.empty();
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        if (endpoint.isEmpty()) {
            throw new FetchException(packages.size() + " package(s) of type " + String.join(", ",
                    new TreeSet<>(protocol.purlTypes())) + " named, but no base URL is configured for " + name()
                    + " (registries." + name() + " in --config FILE)");
        }
        UpstreamClient client = files.client().withContentDecoding().withHeaders(protocol.headers());
        if (endpoint.get().requestsPerSecond().isPresent()) {
            client = client.withRateLimit(endpoint.get().requestsPerSecond().getAsInt(), Duration.ofSeconds(1));
        }
        RegistryRequests requests = new RegistryRequests(files, client, new HostPermits(concurrency), endpoint.get());
        Outcomes outcomes = new Outcomes();
        ExecutorService pool = Executors.newFixedThreadPool(concurrency * (1 + protocol.otherBases(endpoint.get())
                .size()), task -> {
                    Thread thread = new Thread(task, "fetch-" + name());
                    thread.setDaemon(true);
                    return thread;
                });
        try {
            List<SharedDocument> shared = askPackages(pool, requests, outcomes);
            Set<String> done = new HashSet<>();
            while (!shared.isEmpty()) {
                shared = askShared(pool, requests, outcomes, shared, done);
            }
        } finally {
            stop(pool);
        }
        outcomes.report(files);
        if (!outcomes.failed.isEmpty()) {
            keepPrevious(files);
        }
        return new FileFacts(requests.records(), "", "");
    }

    private List<SharedDocument> askPackages(ExecutorService pool, RegistryRequests requests, Outcomes outcomes)
            throws FetchException {
        List<Callable<PackageOutcome>> tasks = new ArrayList<>();
        for (NamedPackage named : packages) {
            tasks.add(() -> {
                try {
                    return new PackageOutcome(named, protocol.fetch(named, requests), null);
                } catch (FetchException | RuntimeException e) {
                    return new PackageOutcome(named, null, e.getMessage() == null ? e.toString() : e.getMessage());
                }
            });
        }
        List<SharedDocument> shared = new ArrayList<>();
        for (PackageOutcome outcome : all(pool, tasks)) {
            outcomes.add(outcome);
            if (outcome.result() != null) {
                shared.addAll(outcome.result().shared());
            }
        }
        return shared;
    }

    /** One round of shared documents not fetched before; returns what they need in turn. */
    private List<SharedDocument> askShared(ExecutorService pool, RegistryRequests requests, Outcomes outcomes,
                                           List<SharedDocument> shared, Set<String> done) throws FetchException {
        Map<String, SharedDocument> round = new LinkedHashMap<>();
        for (SharedDocument document : shared) {
            if (done.add(document.key())) {
                round.put(document.key(), document);
            }
        }
        List<Callable<SharedOutcome>> tasks = new ArrayList<>();
        for (SharedDocument document : round.values()) {
            tasks.add(() -> {
                try {
                    return new SharedOutcome(document, document.fetch().fetch(requests), null);
                } catch (FetchException | RuntimeException e) {
                    return new SharedOutcome(document, null, e.getMessage() == null ? e.toString() : e.getMessage());
                }
            });
        }
        List<SharedDocument> next = new ArrayList<>();
        for (SharedOutcome outcome : all(pool, tasks)) {
            SharedDocument document = outcome.document();
            if (outcome.failure() != null) {
                outcomes.failed.put(document.neededBy() + " (" + document.description() + ")", outcome.failure());
            } else if (!outcome.outcome().found()) {
                outcomes.missing.add(document.neededBy() + ": " + document.description());
            } else {
                next.addAll(outcome.outcome().more());
            }
        }
        return next;
    }

    /**
     * Stops the threads, and waits for them: a thread still writing into the staging folder after the source ended
     * would leave files there.
     */
    private static void stop(ExecutorService pool) {
        pool.shutdownNow();
        try {
            pool.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static <T> List<T> all(ExecutorService pool, List<Callable<T>> tasks) throws FetchException {
        List<T> results = new ArrayList<>();
        try {
            for (Future<T> future : pool.invokeAll(tasks)) {
                results.add(future.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FetchException("interrupted");
        } catch (ExecutionException e) {
            // every task catches what it throws; anything else is an error of the machine, not of a package
            throw new IllegalStateException(e.getCause());
        }
        return results;
    }

    /**
     * Keeps, as they are, the documents the previous complete run recorded and this one did not fetch: a run in which
     * some package failed removes nothing, since what it did not reach may be what failed.
     */
    private static void keepPrevious(SourceFetch files) throws FetchException {
        for (FetchedFile previous : files.previousFiles()) {
            if (files.fetched(previous.path()).isEmpty() && Files.isRegularFile(files.target(previous.path()))) {
                files.keep(previous.path(), file -> FileFacts.records(previous.records()));
            }
        }
    }

    private record PackageOutcome(NamedPackage named, PackageResult result, String failure) {
    }

    private record SharedOutcome(SharedDocument document, SharedDocument.Outcome outcome, String failure) {
    }

    /** What the packages came to, for the notes and the failures of the run. */
    private static final class Outcomes {

        private final List<String> notFound = new ArrayList<>();
        private final List<String> missing = new ArrayList<>();
        private final List<String> notAsked = new ArrayList<>();
        private final Map<String, String> failed = new LinkedHashMap<>();

        void add(PackageOutcome outcome) {
            String purl = outcome.named().purl();
            if (outcome.failure() != null) {
                failed.put(purl, outcome.failure());
            } else if (outcome.result().notAsked().isPresent()) {
                notAsked.add(purl + " (" + outcome.result().notAsked().get() + ")");
            } else if (!outcome.result().found()) {
                notFound.add(purl);
            } else {
                missing.addAll(outcome.result().missing());
            }
        }

        void report(SourceFetch files) {
            if (!notFound.isEmpty()) {
                files.note("not in the registry (HTTP 404 or 410), " + notFound.size() + " package(s): "
                        + String.join(", ", notFound));
            }
            if (!missing.isEmpty()) {
                files.note("not in the registry, " + missing.size() + " document(s): " + String.join("; ", missing));
            }
            if (!notAsked.isEmpty()) {
                files.note("not asked, " + notAsked.size() + " package(s): " + String.join("; ", notAsked));
            }
            failed.forEach(files::failed);
        }
    }
}
