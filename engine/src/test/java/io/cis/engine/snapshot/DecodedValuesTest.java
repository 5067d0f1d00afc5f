package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DecodedValuesTest {

    private static final byte[] DAMAGED_KEY = "pkg:gem/damaged".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path temp;

    private SampleSnapshot sample;
    private Snapshot snapshot;

    @BeforeEach
    void open() throws Exception {
        sample = new SampleSnapshot().withSampleCatalog()
                .put(Domain.GEOPROVENANCE, DAMAGED_KEY, "{not json".getBytes(StandardCharsets.UTF_8));
        snapshot = Snapshot.open(sample.writeTo(temp.resolve("snapshot")));
    }

    @AfterEach
    void close() {
        snapshot.close();
    }

    @Test
    void decodesAStoredValueOnceAndAnswersLaterReadsFromTheKeptForm() {
        DecodedValues values = new DecodedValues(snapshot, new ValueCodec(), 1 << 20);
        ComponentRecord written = sample.components().values().iterator().next();
        byte[] key = ComponentKeys.component(written.purl());

        Optional<ComponentRecord> first = values.get(Domain.COMPONENTS, key, ComponentRecord.class);
        Optional<ComponentRecord> second = values.get(Domain.COMPONENTS, key.clone(), ComponentRecord.class);

        assertThat(first).contains(written);
        assertThat(second.orElseThrow()).isSameAs(first.orElseThrow());
        assertThat(values.stats().hits()).isEqualTo(1);
        assertThat(values.stats().misses()).isEqualTo(1);
        assertThat(values.stats().entries()).isEqualTo(1);
        assertThat(values.stats().weight()).isPositive().isLessThanOrEqualTo(1 << 20);
    }

    @Test
    void keepsEachPreparedFormApartFromThePlainOne() {
        DecodedValues values = new DecodedValues(snapshot, new ValueCodec(), 1 << 20);
        ComponentRecord written = sample.components().values().iterator().next();
        byte[] key = ComponentKeys.component(written.purl());

        ComponentRecord plain = values.get(Domain.COMPONENTS, key, ComponentRecord.class).orElseThrow();
        Integer prepared = values.get(Domain.COMPONENTS, key, ComponentRecord.class, Integer.class,
                record -> record.versions().size()).orElseThrow();

        assertThat(plain).isEqualTo(written);
        assertThat(prepared).isEqualTo(written.versions().size());
        assertThat(values.stats().entries()).isEqualTo(2);
    }

    @Test
    void doesNotRememberAbsentKeys() {
        DecodedValues values = new DecodedValues(snapshot, new ValueCodec(), 1 << 20);
        byte[] absent = ComponentKeys.component("pkg:gem/not-in-the-sample");

        assertThat(values.get(Domain.COMPONENTS, absent, ComponentRecord.class)).isEmpty();
        assertThat(values.get(Domain.COMPONENTS, absent, ComponentRecord.class)).isEmpty();

        assertThat(values.stats().entries()).isZero();
        assertThat(values.stats().misses()).isEqualTo(2);
    }

    @Test
    void aZeroBudgetDecodesEveryReadAndKeepsNothing() {
        DecodedValues values = new DecodedValues(snapshot, new ValueCodec(), 0);
        ComponentRecord written = sample.components().values().iterator().next();
        byte[] key = ComponentKeys.component(written.purl());

        ComponentRecord first = values.get(Domain.COMPONENTS, key, ComponentRecord.class).orElseThrow();
        ComponentRecord second = values.get(Domain.COMPONENTS, key, ComponentRecord.class).orElseThrow();

        assertThat(second).isEqualTo(first).isNotSameAs(first);
        assertThat(values.stats().entries()).isZero();
    }

    @Test
    void aStoredValueThatIsNotItsRecordFailsAsCorruptNamingTheType() {
        DecodedValues values = new DecodedValues(snapshot, new ValueCodec(), 1 << 20);
        assertThatThrownBy(() -> values.get(Domain.GEOPROVENANCE, DAMAGED_KEY, ComponentRecord.class))
                .isInstanceOf(SnapshotCorruptException.class).hasMessageContaining("ComponentRecord");
        assertThat(values.stats().entries()).isZero();
    }

    @Test
    void aNegativeBudgetIsRefused() {
        assertThatThrownBy(() -> new DecodedValues(snapshot, new ValueCodec(), -1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
