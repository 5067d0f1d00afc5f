package io.cis.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.components.ComponentRecord;
import io.cis.engine.components.ComponentSearch;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.SampleSnapshot;
import io.cis.engine.snapshot.SnapshotSchema;
import io.cis.engine.status.ComponentStatus;
import io.cis.engine.version.ResolutionCode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineTest {

    @TempDir
    Path temp;

    @Test
    void answersTheSampleCatalogThroughItsServices() throws Exception {
        SampleSnapshot sample = new SampleSnapshot().withSampleCatalog();
        try (Engine engine = Engine.open(sample.writeTo(temp.resolve("snapshot")))) {
            for (ComponentRecord written : sample.components().values()) {
                assertThat(engine.components().catalogued(PurlParser.key(written.purl())).orElseThrow().versions().ascending())
                        .containsExactlyElementsOf(written.versions());
                if (written.versions().isEmpty()) {
                    continue;
                }
                String newest = written.versions().get(written.versions().size() - 1);
                ComponentStatus status = engine.status().status(written.purl(), newest);
                assertThat(status.name()).isEqualTo(written.name());
                assertThat(status.versionStatus().version()).isEqualTo(newest);
                assertThat(status.componentStatus().firstIndexedDate()).isEqualTo(written.firstIndexedDate());
            }
        }
    }

    @Test
    void findsComponentsByNamePrefixThroughTheNameIndex() throws Exception {
        SampleSnapshot sample = new SampleSnapshot().withSampleCatalog();
        ComponentRecord first = sample.components().values().iterator().next();
        String prefix = first.name().substring(0, Math.min(3, first.name().length())).toUpperCase();
        List<String> expected = sample.components().values().stream()
                .filter(c -> c.name().toLowerCase().startsWith(prefix.toLowerCase())).map(ComponentRecord::purl).toList();
        try (Engine engine = Engine.open(sample.writeTo(temp.resolve("snapshot")))) {
            List<ComponentSearch.Hit> hits = engine.search().search(new ComponentSearch.Query(prefix, "", "", 100, 0));
            assertThat(hits).extracting(ComponentSearch.Hit::purl).containsExactlyInAnyOrderElementsOf(expected);
        }
    }

    @Test
    void saysWhichSnapshotItAnswersFrom() throws Exception {
        Path dir = new SampleSnapshot().withSampleCatalog().writeTo(temp.resolve("snapshot"));
        try (Engine engine = Engine.open(dir)) {
            assertThat(engine.identity().schemaVersion()).isEqualTo(SnapshotSchema.VERSION.toString());
            assertThat(engine.identity().createdAt()).isEqualTo(SampleSnapshot.CREATED_AT);
            assertThat(engine.identity().demo()).isFalse();
            assertThat(engine.snapshotDirectory()).isEqualTo(dir.toAbsolutePath().normalize());
            assertThat(engine.damage()).isEmpty();
        }
    }

    @Test
    void anUnknownComponentIsAnsweredAsUnknownNotAsEmpty() throws Exception {
        try (Engine engine = Engine.open(new SampleSnapshot().withSampleCatalog().writeTo(temp.resolve("snapshot")))) {
            ComponentStatus status = engine.status().status("pkg:gem/not-in-the-sample", "1.0.0");
            assertThat(status.name()).isEmpty();
            assertThat(status.resolution().hasVersion()).isFalse();
            assertThat(status.resolution().code()).isEqualTo(ResolutionCode.COMPONENT_NOT_FOUND);
        }
    }
}
