package io.cis.loader.fetch.archives;

import java.time.Duration;

/**
 * What the scan of one package archive may take: the archive's own size (its download), the bytes unpacked from it,
 * the bytes of one file that are searched, and the time. A file over {@code fileBytes} is searched in its first
 * {@code fileBytes} and counted as truncated; an archive over {@code archiveBytes} is not downloaded, and a scan that
 * passes {@code unpackedBytes} or {@code time} stops: both are reported as incomplete, never taken for "no algorithm".
 */
public record ScanLimits(long archiveBytes, long unpackedBytes, long fileBytes, Duration time) {

    /** Far above a usual library (npm's median tarball is tens of KiB; a big sources jar a few MiB). */
    public static final ScanLimits DEFAULT = new ScanLimits(64L << 20, 512L << 20, 4L << 20, Duration.ofSeconds(60));

    public ScanLimits {
        if (archiveBytes < 1 || unpackedBytes < 1 || fileBytes < 1) {
            throw new IllegalArgumentException("scan limits must be at least one byte");
        }
        if (time.isNegative() || time.isZero()) {
            throw new IllegalArgumentException("the scan's time limit must be positive");
        }
    }
}
