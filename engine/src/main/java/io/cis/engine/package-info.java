/**
 * The engine: every question-answering service over one open, verified, read-only snapshot ({@link
 * io.cis.engine.Engine}). The engine imports neither the loader nor the HTTP layer; both depend on it.
 */
package io.cis.engine;
