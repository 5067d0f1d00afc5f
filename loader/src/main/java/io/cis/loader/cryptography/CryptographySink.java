package io.cis.loader.cryptography;

/** Where feeds report algorithm definitions and the algorithms component versions use; merged after every feed. */
public interface CryptographySink {

    void definition(AlgorithmDefinition definition);

    void versionAlgorithms(VersionAlgorithms facts);
}
