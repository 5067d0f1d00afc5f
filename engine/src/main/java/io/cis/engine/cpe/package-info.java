/**
 * Vulnerabilities of components known only by a CPE name (firmware and container SBOMs often give a CPE and no
 * purl). NVD's configurations state which CPEs a CVE affects, as match criteria with version ranges; the snapshot
 * keeps them by product ({@link io.cis.engine.cpe.CpeCriteriaRecord}), and a component's CPE is matched against the
 * criteria of its product: part, vendor and the other attributes compared as CPE name matching does (a logical ANY
 * on either side matches), the version by the criterion's exact version or its range, in the order
 * {@link io.cis.engine.cpe.CpeVersionOrder} gives free-form CPE versions.
 */
package io.cis.engine.cpe;
