package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Versions packed into one array read back as the strings they were, in order, and cannot be changed. */
class PackedVersionListTest {

    @Test
    void readsBackEveryVersionInOrderIncludingEmptyAndNonAsciiOnes() {
        List<String> versions = List.of("1.0.0", "", "2.0.0-β.1", "10.0.0+build.7", "1.0.0");

        List<String> packed = PackedVersionList.of(versions);

        assertThat(packed).containsExactlyElementsOf(versions);
        assertThat(packed).isEqualTo(versions).hasSameHashCodeAs(versions);
        assertThat(packed.get(2)).isEqualTo("2.0.0-β.1");
        assertThat(packed.indexOf("10.0.0+build.7")).isEqualTo(3);
    }

    @Test
    void isNotChangedByItsSourceNorChangeable() {
        List<String> source = new ArrayList<>(List.of("1.0", "1.1"));
        List<String> packed = PackedVersionList.of(source);

        source.set(0, "9.9");

        assertThat(packed).containsExactly("1.0", "1.1");
        assertThatThrownBy(() -> packed.add("1.2")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> packed.set(0, "1.2")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> packed.get(2)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void anEmptyListAndAnAlreadyPackedOneNeedNoNewArray() {
        List<String> packed = PackedVersionList.of(List.of("1.0"));

        assertThat(PackedVersionList.of(packed)).isSameAs(packed);
        assertThat(PackedVersionList.of(List.of())).isEmpty();
    }

    @Test
    void refusesANullVersionAsTheImmutableListsBeforeItDid() {
        assertThatThrownBy(() -> PackedVersionList.of(Arrays.asList("1.0", null))).isInstanceOf(NullPointerException.class);
    }
}
