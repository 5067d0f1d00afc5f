package io.cis.dist.audit;

/** Told as components are answered, so a long audit shows it is moving. */
public interface AuditProgress {

    AuditProgress SILENT = (done, total) -> { };

    void answered(int done, int total);
}
