package io.cis.loader.fetch;

import java.io.IOException;

/**
 * A change a source prepared beside its previous copy (a whole new folder, say) that takes effect only when every file
 * of the source has passed its check: {@link #commit()} puts it in place, {@link #discard()} removes it when the source
 * failed.
 */
public interface StagedChange {

    void commit() throws IOException;

    void discard();
}
