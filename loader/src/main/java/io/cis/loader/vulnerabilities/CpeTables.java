package io.cis.loader.vulnerabilities;

import io.cis.engine.cpe.CpeCriteriaRecord;
import io.cis.engine.cpe.CpeCriterion;
import io.cis.engine.cpe.CpeName;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.vulnerabilities.CpeRecord;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.spill.ExternalSorter;
import io.cis.loader.spill.KeyGroups;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The merge's step that stores the CPE side: NVD's criteria by CPE product (what a CPE look-up finds vulnerabilities
 * by) and the purl-to-CPE mappings by component.
 */
final class CpeTables {

    private final ValueCodec codec;

    CpeTables(ValueCodec codec) {
        this.codec = codec;
    }

    /**
     * NVD's criteria by product (the key the engine looks a CPE up by), each once; hands each CVE named to
     * {@code cves}. Returns how many products.
     */
    long storeCpeCriteria(CollectedVulnerabilities facts, SnapshotTables tables,
                                  java.util.function.Consumer<String> cves) {
        long[] products = {0};
        try (ExternalSorter byProduct = new ExternalSorter(tables.spillSpace(), "cpe-products")) {
            facts.eachCpeCriterion(criterion -> CpeName.parse(criterion.criteria()).filter(CpeName::namesProduct)
                    .ifPresent(name -> {
                        byProduct.add(name.productKey(), codec.encode(criterion));
                        cves.accept(criterion.vulnerability());
                    }));
            KeyGroups.each(byProduct, (product, values) -> {
                Set<CpeCriterion> criteria = new LinkedHashSet<>();
                values.forEach(value -> criteria.add(codec.decode(value, CpeCriterion.class)));
                tables.put(Domain.CPE_VULNERABILITIES, product, codec.encode(new CpeCriteriaRecord(new ArrayList<>(criteria))));
                products[0]++;
            });
        }
        return products[0];
    }

    /** Each mapped component's CPE names, joined across mappings on disk by canonical purl; returns how many. */
    long storeCpes(CollectedVulnerabilities facts, CatalogSink catalog, SnapshotTables tables,
                   List<SkippedRecord> skipped) {
        long[] components = {0};
        try (ExternalSorter byComponent = new ExternalSorter(tables.spillSpace(), "cpe-mappings")) {
            facts.eachCpes(mapping -> {
                try {
                    PurlKey key = PurlParser.key(mapping.purl());
                    byComponent.add(key.bytes(), codec.encode(mapping));
                    catalog.component(new ComponentFacts(key.canonical(), null, null, null, null, null, null));
                } catch (InvalidPurlException e) {
                    skipped.add(new SkippedRecord("purl2cpe", mapping.purl(), "purl cannot be canonicalised: " + e.getMessage()));
                }
            });
            KeyGroups.each(byComponent, (purl, values) -> {
                Set<String> cpes = new LinkedHashSet<>();
                values.forEach(value -> cpes.addAll(codec.decode(value, CpeMapping.class).cpes()));
                tables.put(Domain.CPES, purl, codec.encode(new CpeRecord(new ArrayList<>(cpes))));
                components[0]++;
            });
        }
        return components[0];
    }
}
