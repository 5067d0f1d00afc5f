/**
 * What feeds report about cryptographic algorithms before it is merged: the crypto dataset's definitions and the
 * algorithms component versions state, named by the dataset and classified, into stored answer-ready lists.
 */
package io.cis.loader.cryptography;
