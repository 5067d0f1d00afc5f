/**
 * The opt-in archive scan of {@code cis fetch --scan-archives}: the package archives of given component versions
 * (npm tarballs, PyPI sdists and wheels, Maven sources jars, crates) located through the registry documents of the
 * feeds folder ({@link io.cis.loader.fetch.archives.ArchiveLocator}), downloaded within a size limit, checked against
 * their registry's digest, and streamed through the crypto algorithm dataset's keywords
 * ({@link io.cis.loader.fetch.archives.AlgorithmKeywords}, {@link io.cis.loader.fetch.archives.ArchiveScanner}) within
 * limits of unpacked bytes, bytes per file and time ({@link io.cis.loader.fetch.archives.ScanLimits}). Each version's
 * result is a file the build's {@code archive-scan} feed reads.
 */
package io.cis.loader.fetch.archives;
