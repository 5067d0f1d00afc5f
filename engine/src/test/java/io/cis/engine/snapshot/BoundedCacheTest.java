package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cache bounded by entries: it loads each key once while it holds it, and forgets the oldest first. */
class BoundedCacheTest {

    private final List<String> loads = new ArrayList<>();

    private String load(String purl) {
        loads.add(purl);
        return purl.substring(purl.lastIndexOf('/') + 1);
    }

    @Test
    void aSecondLookupIsAnsweredWithoutLoadingAgain() {
        BoundedCache<String, String> cache = new BoundedCache<>(10);

        assertThat(cache.get("pkg:npm/express", this::load)).isEqualTo("express");
        assertThat(cache.get("pkg:npm/express", this::load)).isEqualTo("express");

        assertThat(loads).containsExactly("pkg:npm/express");
        assertThat(cache.stats()).isEqualTo(new CacheStats(1, 1, 1, 10));
        assertThat(cache.stats().hitRatio()).isEqualTo(0.5);
    }

    @Test
    void holdsAtMostItsCapacityAndForgetsTheOldestFirst() {
        BoundedCache<String, String> cache = new BoundedCache<>(2);
        cache.get("pkg:npm/express", this::load);
        cache.get("pkg:npm/lodash", this::load);
        cache.get("pkg:pypi/django", this::load);
        loads.clear();

        cache.get("pkg:pypi/django", this::load);
        cache.get("pkg:npm/lodash", this::load);
        cache.get("pkg:npm/express", this::load);

        assertThat(loads).containsExactly("pkg:npm/express");
        assertThat(cache.stats().entries()).isEqualTo(2);
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
    void aCacheOfNoEntriesLoadsEveryTime() {
        BoundedCache<String, String> cache = new BoundedCache<>(0);

        cache.get("pkg:npm/express", this::load);
        cache.get("pkg:npm/express", this::load);

        assertThat(loads).hasSize(2);
        assertThat(cache.stats().hitRatio()).isZero();
    }
}
