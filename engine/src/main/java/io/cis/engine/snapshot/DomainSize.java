package io.cis.engine.snapshot;

/** How much one domain of a snapshot holds: its entries and the bytes of its table files. */
public record DomainSize(Domain domain, long entries, long bytes) {
}
