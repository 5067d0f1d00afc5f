package io.cis.engine.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.Engine;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.SampleSnapshot;
import io.cis.engine.snapshot.ValueCodec;
import java.nio.file.Path;
import java.util.Iterator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two snapshots of the sample catalog, each holding one component the other lacks: which one answers shows. */
class EngineSwitchTest {

    @TempDir
    Path temp;

    private SampleSnapshot sample;
    private ComponentRecord onlyInFirst;
    private ComponentRecord onlyInSecond;

    @BeforeEach
    void pickTwoComponents() throws Exception {
        sample = new SampleSnapshot().withSampleCatalog();
        Iterator<ComponentRecord> components = sample.components().values().iterator();
        onlyInFirst = components.next();
        onlyInSecond = components.next();
    }

    private Engine first() throws Exception {
        return engineWithout("first", onlyInSecond);
    }

    private Engine second() throws Exception {
        return engineWithout("second", onlyInFirst);
    }

    private Engine engineWithout(String name, ComponentRecord lacking) throws Exception {
        SampleSnapshot kept = new SampleSnapshot();
        ValueCodec codec = new ValueCodec();
        for (ComponentRecord component : sample.components().values()) {
            if (!component.purl().equals(lacking.purl())) {
                kept.put(Domain.COMPONENTS, PurlParser.key(component.purl()).bytes(), codec.encode(component));
            }
        }
        return Engine.open(kept.writeTo(temp.resolve(name)));
    }

    private static boolean knows(Engine engine, ComponentRecord component) throws Exception {
        return engine.components().component(PurlParser.key(component.purl())).isPresent();
    }

    @Test
    void aRequestKeepsTheEngineItLeasedWhileANewerOneBecomesCurrent() throws Exception {
        Engine first = first();
        Engine second = second();
        try (EngineSwitch engines = new EngineSwitch(first)) {
            EngineLease held = engines.acquire();
            engines.switchTo(second);

            assertThat(held.engine()).isSameAs(first);
            assertThat(knows(held.engine(), onlyInFirst)).as("the old engine still answers its lease").isTrue();
            assertThat(knows(held.engine(), onlyInSecond)).isFalse();
            try (EngineLease fresh = engines.acquire()) {
                assertThat(fresh.engine()).isSameAs(second).isSameAs(engines.current());
                assertThat(knows(fresh.engine(), onlyInSecond)).isTrue();
                assertThat(engines.openLeases()).isEqualTo(2);
            }
            held.close();
            assertThat(engines.openLeases()).isZero();
            assertThat(engines.currentIfOpen()).containsSame(second);
        }
    }

    @Test
    void aLeaseClosedTwiceIsReturnedOnce() throws Exception {
        try (EngineSwitch engines = new EngineSwitch(first())) {
            EngineLease one = engines.acquire();
            EngineLease other = engines.acquire();
            one.close();
            one.close();
            assertThat(engines.openLeases()).isEqualTo(1);
            // the engine is still open for the other lease
            assertThat(knows(other.engine(), onlyInFirst)).isTrue();
            other.close();
            assertThat(engines.openLeases()).isZero();
        }
    }

    @Test
    void aWaitingSwitchLeasesNothingUntilItsFirstEngine() throws Exception {
        try (EngineSwitch engines = EngineSwitch.waiting()) {
            assertThatThrownBy(engines::acquire).isInstanceOf(NoSnapshotException.class);
            assertThatThrownBy(engines::current).isInstanceOf(NoSnapshotException.class);
            assertThat(engines.currentIfOpen()).isEmpty();

            Engine first = first();
            engines.switchTo(first);
            try (EngineLease lease = engines.acquire()) {
                assertThat(lease.engine()).isSameAs(first);
                assertThat(knows(lease.engine(), onlyInFirst)).isTrue();
            }
        }
    }
}
