/**
 * The SPDX License List in its {@code license-list-data} JSON layout: licenses, exceptions and their per-id details,
 * with the exceptions each license is used with.
 */
package io.cis.loader.feeds.spdx;
