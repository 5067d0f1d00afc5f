/**
 * Command-line option parsing shared by the benchmark tools ({@code --name value} options with defaults, unknown names
 * refused).
 */
package io.cis.bench.cli;
