/**
 * License answers: the license catalog of E12 (SPDX facts of licenses and exceptions in any case, OSADL's obligations,
 * the derived license type) and the licenses of a component version (E5), stored per listed version with its SPDX
 * statement.
 */
package io.cis.engine.licenses;
