/**
 * Package URLs as lookup keys.
 *
 * <p>{@link io.cis.engine.purl.PurlParser#parse} accepts what packageurl-java 1.5.0 accepts and returns the
 * canonical {@link io.cis.engine.purl.PurlKey} (type lower-case; pypi names per PEP 503; github namespace and name
 * lower-case; npm and maven keep their case; qualifiers and subpath ignored) plus the version as sent. For types the
 * contract does not mention, packageurl-java's own normalisation stands (it lower-cases golang, bitbucket and deb
 * namespace and name, and rpm namespace); {@code PurlKey}'s constructor repeats it so keys built directly from
 * (type, namespace, name) match parsed ones. The key's byte form is its canonical string in UTF-8.
 */
package io.cis.engine.purl;
