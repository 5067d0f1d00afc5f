/**
 * Packagist's Composer v2 metadata ({@code p2/<vendor>/<package>.json} and its {@code ~dev.json} twin) as catalog
 * facts: every version with its day and licenses (an array of licenses is a choice, as Composer defines it), the
 * package's repository, and {@code abandoned}.
 */
package io.cis.loader.feeds.packagist;
