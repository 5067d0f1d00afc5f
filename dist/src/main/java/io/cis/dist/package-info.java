/**
 * The single runnable jar: the picocli entry point and its commands ({@code serve}, {@code build}, {@code fetch},
 * {@code verify}, {@code info}, {@code audit}, {@code keygen}, {@code bundle}, {@code import}), the settings check of
 * {@code CIS_*} variables, the bundled demo snapshot, and what {@code serve --snapshots} needs to follow a snapshots
 * root: the root's newest snapshot, the watcher, the verified switch and the operator signals.
 */
package io.cis.dist;
