package io.cis.loader.catalog;

import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.loader.spill.ExternalSorter;
import io.cis.loader.spill.KeyGroups;
import io.cis.loader.spill.KeyValue;
import io.cis.loader.spill.SortedEntries;
import io.cis.loader.spill.SpillSpace;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Every catalog fact the feeds of one build reported, grouped by component as they arrive: each fact is filed under
 * its purl's canonical form, past the spill space's memory budget on disk, so that the catalog merge reads the
 * facts of one component at a time without a second copy of them all. Within a component the facts keep the order
 * they were reported in, which is how later feeds override earlier ones.
 */
public final class CollectedFacts implements CatalogSink, AutoCloseable {

    /** The key of facts whose purl has no canonical form: it sorts before every purl. */
    private static final byte[] UNPLACED = new byte[0];

    private final ExternalSorter byComponent;
    private long reported;
    private String lastPurl;
    private byte[] lastKey;

    /** Facts spilling into the system's temporary directory. */
    public CollectedFacts() {
        this(SpillSpace.temporary());
    }

    public CollectedFacts(SpillSpace space) {
        this.byComponent = new ExternalSorter(space, "catalog-facts");
    }

    /** The facts of one component in the order reported; {@code key} is null for the facts whose purl is invalid. */
    public record Group(PurlKey key, List<CatalogFact> facts) {
    }

    @Override
    public void component(ComponentFacts facts) {
        add(facts);
    }

    @Override
    public void version(VersionFacts facts) {
        add(facts);
    }

    /** Each fact is stored with its position in report order, for {@link #components()} and {@link #versions()}. */
    private void add(CatalogFact fact) {
        byComponent.add(keyOf(fact.purl()), FactEncoding.encode(fact, reported++));
    }

    /** The canonical key of a purl; feeds report a component's facts one after another, so the last one is kept. */
    private byte[] keyOf(String purl) {
        if (purl != null && purl.equals(lastPurl)) {
            return lastKey;
        }
        byte[] key;
        try {
            key = PurlParser.key(purl).bytes();
        } catch (InvalidPurlException e) {
            key = UNPLACED;
        }
        lastPurl = purl;
        lastKey = key;
        return key;
    }

    /**
     * Hands the facts to {@code action} one component at a time, in canonical purl order, after one group of the
     * facts whose purl has no canonical form (if any).
     */
    public void eachComponent(Consumer<Group> action) {
        KeyGroups.each(byComponent, (key, values) -> {
            List<CatalogFact> facts = new ArrayList<>(values.size());
            values.forEach(value -> facts.add(FactEncoding.decode(value)));
            action.accept(new Group(key.length == 0 ? null : reparsed(key), facts));
        });
    }

    /** The key of a purl already in canonical form, which parses again by construction. */
    private static PurlKey reparsed(byte[] canonical) {
        try {
            return PurlParser.key(new String(canonical, StandardCharsets.UTF_8));
        } catch (InvalidPurlException e) {
            throw new IllegalStateException("canonical purl does not parse again: " + e.getMessage(), e);
        }
    }

    /** Every component fact read into memory in report order, for inspecting small builds. */
    public List<ComponentFacts> components() {
        return reported(true, ComponentFacts.class);
    }

    /** Every version fact read into memory in report order, for inspecting small builds. */
    public List<VersionFacts> versions() {
        return reported(false, VersionFacts.class);
    }

    private <T extends CatalogFact> List<T> reported(boolean components, Class<T> type) {
        List<byte[]> values = new ArrayList<>();
        try (SortedEntries entries = byComponent.sorted()) {
            while (entries.hasNext()) {
                KeyValue entry = entries.next();
                if (FactEncoding.isComponent(entry.value()) == components) {
                    values.add(entry.value());
                }
            }
        }
        values.sort(Comparator.comparingLong(FactEncoding::position));
        return values.stream().map(value -> type.cast(FactEncoding.decode(value))).toList();
    }

    /** Deletes what the facts spilled to disk; the facts are gone after. */
    @Override
    public void close() {
        byComponent.close();
    }
}
