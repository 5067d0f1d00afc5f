/**
 * Declared licenses to SPDX: the SPDX expression parser and its tree, the build's SPDX list, name keys and the
 * documented alias table, the mapping of a name to SPDX only when it is unambiguous (else a {@code LicenseRef-} id),
 * and the merge that stores every version's statement and licenses.
 */
package io.cis.loader.licenses;
