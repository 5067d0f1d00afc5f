/**
 * CVSS vectors scored: the score a feed states, else the one computed with ae-security after a strict parse, and its
 * severity label by the contract's bands.
 */
package io.cis.loader.vulnerabilities.cvss;
