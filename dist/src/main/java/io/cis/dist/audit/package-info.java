/**
 * The offline SBOM audit behind {@code cis audit}: reading CycloneDX and SPDX documents into the components to
 * answer, answering them through the engine as the server would, triaging each finding against VEX statements
 * (CycloneDX, OpenVEX, CSAF) and ignore rules, and writing the table, JSON, CycloneDX and SARIF reports.
 */
package io.cis.dist.audit;
