/**
 * What vulnerability feeds report before it is merged (advisories, CVE records, CVSS vectors, EPSS scores, KEV entries,
 * CPE mappings) and the merge: advisories grouped by CVE into one record, scored, completed by NVD/CVE, EPSS and KEV,
 * with affected statements under canonical purls.
 */
package io.cis.loader.vulnerabilities;
