package io.cis.dist;

import io.cis.dist.trust.SnapshotSignature;
import io.cis.dist.trust.TrustException;
import io.cis.dist.trust.TrustedKeys;
import io.cis.engine.Engine;
import io.cis.engine.components.ResolutionListener;
import io.cis.engine.snapshot.OpenChecks;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.SnapshotVerifier;
import io.cis.engine.snapshot.Verification;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens snapshots for serving: with trusted keys, only a snapshot whose manifest carries a signature by one of them;
 * a snapshot whose verification record matches opens without hashing every file first, and is hashed on the
 * background executor, a failure marking it damaged and calling {@code onFailure} (a reload, to fail over).
 */
public final class SnapshotOpener {

    private static final Logger LOG = LoggerFactory.getLogger(SnapshotOpener.class);

    private final SnapshotOptions options;
    private final ResolutionListener listener;
    private final Optional<TrustedKeys> trusted;
    private final Executor background;
    private final Runnable onFailure;
    private final boolean trustRecords;

    public SnapshotOpener(SnapshotOptions options, ResolutionListener listener, Optional<TrustedKeys> trusted,
                          Executor background, Runnable onFailure) {
        this(options, listener, trusted, background, onFailure, true);
    }

    private SnapshotOpener(SnapshotOptions options, ResolutionListener listener, Optional<TrustedKeys> trusted,
                           Executor background, Runnable onFailure, boolean trustRecords) {
        this.trustRecords = trustRecords;
        this.options = options;
        this.listener = listener;
        this.trusted = trusted;
        this.background = background;
        this.onFailure = onFailure;
    }

    /** Hashes every file before opening; no keys. */
    public static SnapshotOpener hashingFirst(SnapshotOptions options, ResolutionListener listener) {
        return new SnapshotOpener(options, listener, Optional.empty(), Runnable::run, () -> { }, false);
    }

    public Engine open(Path directory) throws SnapshotRejectedException {
        return open(directory, false);
    }

    /** Opens the bundled demo snapshot, marked as such in every answer's {@code status.db} and in readiness. */
    public Engine openDemo(Path directory) throws SnapshotRejectedException {
        return open(directory, true);
    }

    private Engine open(Path directory, boolean demo) throws SnapshotRejectedException {
        Path dir = directory.toAbsolutePath().normalize();
        Optional<String> signedBy = Optional.empty();
        if (trusted.isPresent()) {
            try {
                signedBy = Optional.of(new SnapshotSignature(trusted.get()).check(dir));
            } catch (TrustException e) {
                throw new SnapshotRejectedException("snapshot refused: " + e.getMessage());
            }
        }
        Engine engine = Engine.open(dir, options, listener, new OpenChecks(trustRecords, signedBy, demo));
        if (engine.verification() == Verification.PENDING) {
            LOG.info("opened {} on its verification record; hashing every file in the background", dir);
            background.execute(() -> verifyInBackground(dir, engine));
        }
        return engine;
    }

    private void verifyInBackground(Path dir, Engine engine) {
        List<String> problems = new SnapshotVerifier().problems(dir);
        engine.verificationFinished(problems);
        if (problems.isEmpty()) {
            LOG.info("background verification of {} passed", dir);
        } else {
            LOG.warn("background verification of {} failed: {}; the snapshot counts as damaged", dir, problems.get(0));
            onFailure.run();
        }
    }
}
