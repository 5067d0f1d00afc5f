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

    long storeCpes(List<CpeMapping> mappings, CatalogSink catalog, SnapshotTables tables, List<SkippedRecord> skipped) {
        Map<PurlKey, Set<String>> byComponent = new TreeMap<>(Comparator.comparing(PurlKey::canonical));
        for (CpeMapping mapping : mappings) {
            try {
                PurlKey key = PurlParser.key(mapping.purl());
                byComponent.computeIfAbsent(key, k -> new LinkedHashSet<>()).addAll(mapping.cpes());
                catalog.component(new ComponentFacts(key.canonical(), null, null, null, null, null, null));
            } catch (InvalidPurlException e) {
                skipped.add(new SkippedRecord("purl2cpe", mapping.purl(), "purl cannot be canonicalised: " + e.getMessage()));
            }
        }
        for (Map.Entry<PurlKey, Set<String>> component : byComponent.entrySet()) {
            tables.put(Domain.CPES, component.getKey().bytes(), codec.encode(new CpeRecord(new ArrayList<>(component.getValue()))));
        }
        return byComponent.size();
    }
}
