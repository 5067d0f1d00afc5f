package io.cis.dist;

import io.cis.engine.Engine;
import io.cis.engine.components.ResolutionListener;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.http.ops.SnapshotReloader;
import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Switches serving to the newest snapshot under a root when it is newer than the one serving and verifies; a snapshot
 * that fails verification is refused, logged once, and the current one keeps serving. When the serving snapshot has
 * been found damaged, the newest other snapshot that verifies takes over, even an older one.
 */
public final class SnapshotSwitcher implements SnapshotReloader {

    private static final Logger LOG = LoggerFactory.getLogger(SnapshotSwitcher.class);

    private final SnapshotRoot root;
    private final EngineSwitch engines;
    private final SnapshotOptions options;
    private final ResolutionListener listener;
    private final Set<String> refused = new HashSet<>();

    public SnapshotSwitcher(SnapshotRoot root, EngineSwitch engines, SnapshotOptions options, ResolutionListener listener) {
        this.root = root;
        this.engines = engines;
        this.options = options;
        this.listener = listener;
    }

    /** Opens the newest valid snapshot under the root, for the first engine; the caller reports a refusal. */
    public static Engine openNewest(SnapshotRoot root, SnapshotOptions options, ResolutionListener listener)
            throws SnapshotRejectedException, IOException {
        SnapshotRejectedException last = null;
        for (SnapshotRoot.Candidate candidate : root.candidates()) {
            try {
                return Engine.open(candidate.directory(), options, listener);
            } catch (SnapshotRejectedException e) {
                LOG.warn("{}", e.getMessage());
                last = e;
            }
        }
        throw last != null ? last : new SnapshotRejectedException(root.path() + ": holds no snapshot");
    }

    @Override
    public synchronized String reload() {
        Engine current = engines.current();
        String serving = current.snapshotDirectory().toString();
        String servingCreated = current.identity().createdAt();
        // A snapshot whose files failed a read is left for any other that verifies, an older one too: older answers
        // beat refusals, and status.db says which snapshot answered.
        boolean damaged = current.damage().isPresent();
        try {
            for (SnapshotRoot.Candidate candidate : root.candidates()) {
                String key = candidate.directory() + "@" + candidate.createdAt();
                boolean isServing = candidate.directory().toString().equals(serving);
                if (damaged && isServing) {
                    continue;
                }
                if (!damaged && (isServing || candidate.createdAt().compareTo(servingCreated) <= 0)) {
                    return "serving " + serving + " (created_at " + servingCreated + "), the newest valid snapshot";
                }
                if (refused.contains(key)) {
                    continue;
                }
                try {
                    Engine next = Engine.open(candidate.directory(), options, listener);
                    engines.switchTo(next);
                    if (damaged) {
                        LOG.warn("switched to snapshot {} (created_at {}) from the damaged {}", candidate.directory(),
                                candidate.createdAt(), serving);
                    } else {
                        LOG.info("switched to snapshot {} (created_at {})", candidate.directory(), candidate.createdAt());
                    }
                    return "switched to " + candidate.directory() + " (created_at " + candidate.createdAt() + ")";
                } catch (SnapshotRejectedException e) {
                    refused.add(key);
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
