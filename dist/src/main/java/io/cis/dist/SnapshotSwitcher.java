package io.cis.dist;

import io.cis.engine.Engine;
import io.cis.engine.components.ResolutionListener;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.http.ops.SnapshotReloader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Switches serving to the newest snapshot under a root when it is newer than the one serving and verifies; a snapshot
 * that fails verification is refused, logged once, and the current one keeps serving; it is looked at again once its
 * files change (a copy that was still in progress). When the serving snapshot has been found damaged, or has left the
 * root (deleted or moved out), the newest other snapshot that verifies takes over, even an older one.
 */
public final class SnapshotSwitcher implements SnapshotReloader {

    private static final Logger LOG = LoggerFactory.getLogger(SnapshotSwitcher.class);

    private final SnapshotRoot root;
    private final EngineSwitch engines;
    private final SnapshotOpener opener;
    /** Each refused directory with the state of its files when it was refused. */
    private final Map<Path, String> refused = new HashMap<>();

    public SnapshotSwitcher(SnapshotRoot root, EngineSwitch engines, SnapshotOpener opener) {
        this.root = root;
        this.engines = engines;
        this.opener = opener;
    }

    /** A switcher that hashes every snapshot before opening it. */
    public SnapshotSwitcher(SnapshotRoot root, EngineSwitch engines, SnapshotOptions options, ResolutionListener listener) {
        this(root, engines, SnapshotOpener.hashingFirst(options, listener));
    }

    /** Opens the newest valid snapshot under the root, for the first engine; the caller reports a refusal. */
    public static Engine openNewest(SnapshotRoot root, SnapshotOptions options, ResolutionListener listener)
            throws SnapshotRejectedException, IOException {
        return openNewest(root, SnapshotOpener.hashingFirst(options, listener));
    }

    /** As {@link #openNewest(SnapshotRoot, SnapshotOptions, ResolutionListener)}, opening with the opener's checks. */
    public static Engine openNewest(SnapshotRoot root, SnapshotOpener opener) throws SnapshotRejectedException, IOException {
        SnapshotRejectedException last = null;
        for (SnapshotRoot.Candidate candidate : root.candidates()) {
            try {
                return opener.open(candidate.directory());
            } catch (SnapshotRejectedException e) {
                LOG.warn("{}", e.getMessage());
                last = e;
            }
        }
        throw last != null ? last : new SnapshotRejectedException(root.path() + ": holds no snapshot");
    }

    /** While waiting on an empty root: the newest snapshot that verifies, once there is one. */
    private String openFirst() {
        try {
            for (SnapshotRoot.Candidate candidate : root.candidates()) {
                String state = SnapshotRoot.state(candidate.directory());
                if (state.equals(refused.get(candidate.directory()))) {
                    continue;
                }
                try {
                    engines.switchTo(opener.open(candidate.directory()));
                    LOG.info("serving the first snapshot {} (created_at {})", candidate.directory(), candidate.createdAt());
                    return "switched to " + candidate.directory() + " (created_at " + candidate.createdAt() + ")";
                } catch (SnapshotRejectedException e) {
                    refused.put(candidate.directory(), state);
                    LOG.warn("{}; still waiting for a snapshot that verifies", e.getMessage());
                }
            }
            return "waiting for the first snapshot under " + root.path();
        } catch (IOException e) {
            LOG.warn("cannot list {}: {}", root.path(), e.getMessage());
            return "cannot list " + root.path() + ": " + e.getMessage();
        }
    }

    @Override
    public synchronized String reload() {
        Optional<Engine> current = engines.currentIfOpen();
        if (current.isEmpty()) {
            return openFirst();
        }
        Path serving = current.get().snapshotDirectory();
        String servingCreated = current.get().identity().createdAt();
        try {
            List<SnapshotRoot.Candidate> candidates = root.candidates();
            refused.keySet().retainAll(candidates.stream().map(SnapshotRoot.Candidate::directory).toList());
            // A snapshot whose files failed a read, or one taken out of the root, is left for any other that
            // verifies, an older one too: older answers beat refusals, and status.db says which snapshot answered.
            boolean damaged = current.get().damage().isPresent();
            boolean withdrawn = candidates.stream().noneMatch(c -> c.directory().equals(serving));
            boolean leave = damaged || withdrawn;
            for (SnapshotRoot.Candidate candidate : candidates) {
                boolean isServing = candidate.directory().equals(serving);
                if (leave && isServing) {
                    continue;
                }
                if (!leave && (isServing || candidate.createdAt().compareTo(servingCreated) <= 0)) {
                    return "serving " + serving + " (created_at " + servingCreated + "), the newest valid snapshot";
                }
                String state = SnapshotRoot.state(candidate.directory());
                if (state.equals(refused.get(candidate.directory()))) {
                    continue;
                }
                try {
                    Engine next = opener.open(candidate.directory());
                    engines.switchTo(next);
                    refused.remove(candidate.directory());
                    if (leave) {
                        LOG.warn("switched to snapshot {} (created_at {}) from the {} {}", candidate.directory(),
                                candidate.createdAt(), damaged ? "damaged" : "withdrawn", serving);
                    } else {
                        LOG.info("switched to snapshot {} (created_at {})", candidate.directory(), candidate.createdAt());
                    }
                    return "switched to " + candidate.directory() + " (created_at " + candidate.createdAt() + ")";
                } catch (SnapshotRejectedException e) {
                    refused.put(candidate.directory(), state);
                    LOG.warn("{}; still serving {}", e.getMessage(), serving);
                }
            }
            return "serving " + serving + " (created_at " + servingCreated + ")";
        } catch (IOException e) {
            LOG.warn("cannot list {}: {}", root.path(), e.getMessage());
            return "cannot list " + root.path() + ": " + e.getMessage();
        }
    }
}
