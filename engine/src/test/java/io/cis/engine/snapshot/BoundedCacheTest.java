package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cache bounded by weight: it loads each key once while it holds it, and forgets the oldest first. */
class BoundedCacheTest {

    private final List<String> loads = new ArrayList<>();

    /** Loads a purl's name, weighing as many units as the name has characters. */
    private BoundedCache.Weighed<String> load(String purl) {
        loads.add(purl);
        String name = purl.substring(purl.lastIndexOf('/') + 1);
        return new BoundedCache.Weighed<>(name, name.length());
    }

    @Test
    void aSecondLookupIsAnsweredWithoutLoadingAgain() {
        BoundedCache<String, String> cache = new BoundedCache<>(10);

        assertThat(cache.get("pkg:npm/express", this::load)).isEqualTo("express");
        assertThat(cache.get("pkg:npm/express", this::load)).isEqualTo("express");

        assertThat(loads).containsExactly("pkg:npm/express");
        assertThat(cache.stats()).isEqualTo(new CacheStats(1, 1, 1, 7, 10));
        assertThat(cache.stats().hitRatio()).isEqualTo(0.5);
    }

    @Test
    void holdsAtMostItsCapacityAndForgetsTheOldestFirst() {
        BoundedCache<String, String> cache = new BoundedCache<>(14);
        cache.get("pkg:npm/express", this::load);
        cache.get("pkg:npm/lodash", this::load);
        cache.get("pkg:pypi/django", this::load);
        loads.clear();

        cache.get("pkg:pypi/django", this::load);
        cache.get("pkg:npm/lodash", this::load);
        cache.get("pkg:npm/express", this::load);

        assertThat(loads).containsExactly("pkg:npm/express");
        assertThat(cache.stats().entries()).isEqualTo(2);
        assertThat(cache.stats().weight()).isLessThanOrEqualTo(14);
    }

    @Test
    void aHeavyEntryForgetsAsManyOldOnesAsItNeedsRoomFor() {
        BoundedCache<String, String> cache = new BoundedCache<>(12);
        cache.get("pkg:npm/a", this::load);
        cache.get("pkg:npm/bb", this::load);
        cache.get("pkg:npm/ccc", this::load);

        cache.get("pkg:npm/eleven-char", this::load);

        assertThat(cache.stats().entries()).isEqualTo(1);
        assertThat(cache.stats().weight()).isEqualTo(11);
        loads.clear();
        cache.get("pkg:npm/eleven-char", this::load);
        assertThat(loads).isEmpty();
    }

    @Test
    void anEntryHeavierThanTheCapacityIsAnsweredButNotKept() {
        BoundedCache<String, String> cache = new BoundedCache<>(5);
        cache.get("pkg:npm/a", this::load);

        assertThat(cache.get("pkg:npm/express", this::load)).isEqualTo("express");
        assertThat(cache.get("pkg:npm/express", this::load)).isEqualTo("express");

        assertThat(loads).containsExactly("pkg:npm/a", "pkg:npm/express", "pkg:npm/express");
        assertThat(cache.stats().entries()).as("the light entry stays").isEqualTo(1);
    }

    @Test
    void anAbsentValueIsNotRemembered() {
        BoundedCache<String, String> cache = new BoundedCache<>(10);
        List<String> asked = new ArrayList<>();

        cache.get("pkg:npm/left-pad", key -> {
            asked.add(key);
            return null;
        });
        cache.get("pkg:npm/left-pad", key -> {
            asked.add(key);
            return null;
        });

        assertThat(asked).hasSize(2);
        assertThat(cache.stats().entries()).isZero();
    }

    @Test
    void aCacheOfNoCapacityLoadsEveryTime() {
        BoundedCache<String, String> cache = new BoundedCache<>(0);

        cache.get("pkg:npm/express", this::load);
        cache.get("pkg:npm/express", this::load);

        assertThat(loads).hasSize(2);
        assertThat(cache.stats().hitRatio()).isZero();
    }

    @Test
    void aNegativeWeightIsRefused() {
        assertThatThrownBy(() -> new BoundedCache.Weighed<>("x", -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
