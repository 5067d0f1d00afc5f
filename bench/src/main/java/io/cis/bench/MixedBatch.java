package io.cis.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * A batch as an SBOM scan sends it to E3: mostly catalogued versions (some vulnerable), ranges, and components the
 * catalog does not know, shuffled with a fixed seed so every run sends the same batch.
 */
record MixedBatch(List<ComponentRequest> requests, int vulnerable, int known, int ranges, int unknown) {

    /** Shares of the batch: 40 % vulnerable versions, 20 % other catalogued versions, 20 % ranges, 20 % unknown. */
    static MixedBatch of(RequestSampler sampler, int size) {
        List<ComponentRequest> vulnerable = sampler.allWithData(LookupDomain.VULNERABILITIES);
        List<ComponentRequest> known = sampler.allWithData(LookupDomain.STATUS);
        List<ComponentRequest> ranges = ranges(sampler, vulnerable);
        List<ComponentRequest> unknown = sampler.uncataloguedPurls().stream()
                .map(purl -> new ComponentRequest(purl, null)).toList();
        if (vulnerable.isEmpty() || known.isEmpty() || ranges.isEmpty() || unknown.isEmpty()) {
            throw new IllegalStateException("the feeds lack one kind of batch item: vulnerable " + vulnerable.size()
                    + ", known " + known.size() + ", ranges " + ranges.size() + ", unknown " + unknown.size());
        }
        int fifth = size / 5;
        List<ComponentRequest> batch = new ArrayList<>(size);
        batch.addAll(cycled(vulnerable, size - 3 * fifth));
        batch.addAll(cycled(known, fifth));
        batch.addAll(cycled(ranges, fifth));
        batch.addAll(cycled(unknown, fifth));
        Collections.shuffle(batch, new Random(20_26));
        return new MixedBatch(List.copyOf(batch), size - 3 * fifth, fifth, fifth, fifth);
    }

    /** "At least the middle catalog version" for each vulnerable component, kept where the ecosystem resolves it. */
    private static List<ComponentRequest> ranges(RequestSampler sampler, List<ComponentRequest> vulnerable) {
        List<ComponentRequest> ranges = new ArrayList<>();
        Set<String> purls = new LinkedHashSet<>();
        for (ComponentRequest request : vulnerable) {
            purls.add(request.purl().substring(0, request.purl().lastIndexOf('@')));
        }
        for (String purl : purls) {
            List<String> versions = sampler.catalogVersions(purl);
            if (!versions.isEmpty()) {
                ComponentRequest range = new ComponentRequest(purl, ">=" + versions.get(versions.size() / 2));
                if (sampler.resolves(range)) {
                    ranges.add(range);
                }
            }
        }
        return ranges;
    }

    /** {@code count} items taken from an even spread over {@code all}, repeating when it is shorter. */
    private static List<ComponentRequest> cycled(List<ComponentRequest> all, int count) {
        List<ComponentRequest> spread = RequestSampler.spread(all, count);
        List<ComponentRequest> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(spread.get(i % spread.size()));
        }
        return out;
    }

    @Override
    public String toString() {
        return requests.size() + " purls: " + vulnerable + " vulnerable versions, " + known + " other catalogued versions, "
                + ranges + " ranges, " + unknown + " unknown components";
    }
}
