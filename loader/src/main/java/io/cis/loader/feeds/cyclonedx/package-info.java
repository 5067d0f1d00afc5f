/**
 * CycloneDX JSON BOMs (SBOM, CBOM, VEX; any spec version): every component with a purl reported to the catalog with its
 * declared licenses and source repository, and a CBOM's algorithms attributed to the component versions that use them.
 */
package io.cis.loader.feeds.cyclonedx;
