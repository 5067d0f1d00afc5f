/**
 * Cryptographic algorithms per component version (E6, E13): the stored, answer-ready lists and the service that
 * resolves the version and reads them; only listed versions answer.
 */
package io.cis.engine.cryptography;
