/**
 * npm registry package documents, plain or gzip: versions with their publication dates, declared licenses in every form
 * npm has used, and repositories, as catalog facts.
 */
package io.cis.loader.feeds.npm;
