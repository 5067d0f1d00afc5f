package io.cis.loader.spill;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.catalog.VersionFacts;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpilledLogTest {

    @Test
    void valuesComeBackEqualAndInTheOrderAddedAfterSpilling(@TempDir Path dir) {
        List<VersionFacts> facts = IntStream.range(0, 2_000)
                .mapToObj(i -> new VersionFacts("pkg:npm/express", "4." + (i % 97) + "." + i, "2014-01-0" + (1 + i % 9),
                        i % 5 == 0 ? "deleted" : null, null, null, null, "MIT", List.of("MIT")))
                .toList();
        try (SpilledLog<VersionFacts> log = new SpilledLog<>(new SpillSpace(dir, 8_192), "facts", new ValueCodec(),
                VersionFacts.class)) {
            facts.forEach(log::add);
            assertThat(log.size()).isEqualTo(2_000);
            assertThat(log.toList()).containsExactlyElementsOf(facts);
        }
    }
}
