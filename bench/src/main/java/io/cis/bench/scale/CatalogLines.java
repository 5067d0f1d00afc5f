package io.cis.bench.scale;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.time.LocalDate;
import java.util.SplittableRandom;

/**
 * Writes one component as catalog JSONL lines (docs/feeds.md, "Catalog JSONL"): its component line, a version line
 * per version with lifecycle status, dates and declared license, {@code algorithms} lines for some versions of
 * components that use cryptography, and a {@code locations} line for components that declare where they are.
 */
final class CatalogLines {

    /** How many lines of each kind were written. */
    static final class Counts {
        long components;
        long versions;
        long algorithms;
        long locations;

        long lines() {
            return components + versions + algorithms + locations;
        }

        void add(Counts other) {
            components += other.components;
            versions += other.versions;
            algorithms += other.algorithms;
            locations += other.locations;
        }
    }

    private final LocalDate referenceDay;
    private final StatedAlgorithms algorithms = new StatedAlgorithms();
    private final ContributorLocations locations = new ContributorLocations();

    CatalogLines(LocalDate referenceDay) {
        this.referenceDay = referenceDay;
    }

    void write(GeneratedComponent component, SplittableRandom random, JsonGenerator json, Counts counts)
            throws IOException {
        ComponentIdentity id = component.identity();
        json.writeStartObject();
        json.writeStringField("kind", "component");
        json.writeStringField("purl", id.purl());
        json.writeStringField("name", id.displayName());
        json.writeStringField("url", id.url());
        if (id.sourcePurl() != null) {
            json.writeStringField("source_purl", id.sourcePurl());
        }
        json.writeStringField("status", "active");
        json.writeStringField("first_indexed_date", component.versions().get(0).released().toString());
        json.writeStringField("last_indexed_date", referenceDay.minusDays(random.nextInt(30)).toString());
        json.writeEndObject();
        json.writeRaw('\n');
        counts.components++;
        int last = component.versions().size() - 1;
        for (int k = 0; k <= last; k++) {
            ReleasedVersion version = component.versions().get(k);
            writeVersion(id, version, component.license(), random, json);
            counts.versions++;
            if (component.usesCryptography() && (k == last || random.nextInt(100) < 35)) {
                writeAlgorithms(id, version, random, json);
                counts.algorithms++;
            }
        }
        if (component.declaresLocations()) {
            writeLocations(id, random, json);
            counts.locations++;
        }
    }

    private void writeVersion(ComponentIdentity id, ReleasedVersion version, String license, SplittableRandom random,
                              JsonGenerator json) throws IOException {
        LocalDate indexed = atMostReference(version.released().plusDays(random.nextInt(3)));
        boolean deleted = random.nextInt(100) < 2;
        LocalDate changed = deleted ? atMostReference(indexed.plusDays(1 + random.nextInt(400))) : version.released();
        LocalDate checked = atMostReference(changed.plusDays(random.nextInt(200)));
        json.writeStartObject();
        json.writeStringField("kind", "version");
        json.writeStringField("purl", id.purlOf(version.version()));
        json.writeStringField("release_date", version.released().toString());
        json.writeStringField("status", deleted ? "deleted" : "active");
        json.writeStringField("status_change_date", changed.toString());
        json.writeStringField("indexed_date", indexed.toString());
        json.writeStringField("check_date", checked.toString());
        int form = random.nextInt(100);
        if (form < 88) {
            json.writeStringField("license", license);
        } else if (form < 94) {
            // producers that list licenses separately: the expression's operands, without saying AND or OR
            json.writeArrayFieldStart("licenses");
            for (String part : license.split(" (OR|AND) ")) {
                json.writeString(part);
            }
            json.writeEndArray();
        }
        json.writeEndObject();
        json.writeRaw('\n');
    }

    private void writeAlgorithms(ComponentIdentity id, ReleasedVersion version, SplittableRandom random,
                                 JsonGenerator json) throws IOException {
        json.writeStartObject();
        json.writeStringField("kind", "algorithms");
        json.writeStringField("purl", id.purlOf(version.version()));
        json.writeArrayFieldStart("algorithms");
        for (StatedAlgorithms.Stated stated : algorithms.draw(random)) {
            json.writeStartObject();
            json.writeStringField("algorithm", stated.algorithm());
            if (!stated.strength().isEmpty()) {
                json.writeStringField("strength", stated.strength());
            }
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
        json.writeRaw('\n');
    }

    private void writeLocations(ComponentIdentity id, SplittableRandom random, JsonGenerator json) throws IOException {
        json.writeStartObject();
        json.writeStringField("kind", "locations");
        json.writeStringField("purl", id.purl());
        json.writeArrayFieldStart("locations");
        for (ContributorLocations.Declared declared : locations.draw(random)) {
            json.writeStartObject();
            json.writeStringField("type", declared.type());
            json.writeStringField("location", declared.location());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
        json.writeRaw('\n');
    }

    private LocalDate atMostReference(LocalDate day) {
        return day.isAfter(referenceDay) ? referenceDay : day;
    }
}
