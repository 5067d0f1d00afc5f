/**
 * CVE records in their three JSON formats (NVD API 2.0 responses, the legacy NVD 1.1 feed, CVE JSON 5): each CVE's
 * summary, dates, page and CVSS vectors, used to complete the advisories about it; byte-identical copies read once.
 */
package io.cis.loader.feeds.nvd;
