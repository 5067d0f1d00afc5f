/**
 * Signed bundles for carrying snapshots and feeds across an air gap: Ed25519 key pairs and their short key ids, the
 * detached signature over a manifest (which lists every file's SHA-256) and the signed size of every file, the tar
 * bundle that carries both with the files, and its import into a snapshots root, checked entry by entry while it is
 * unpacked into a hidden staging directory and published by one rename.
 */
package io.cis.dist.trust;
