/**
 * What the tests of several modules share, so that each module's test run pays for heavy fixtures once: the sample
 * snapshot, compiled by the real loader from the repository's real sample feeds on first use and then opened by every
 * test that needs it. Test scope only; nothing here is part of the shipped jar.
 */
package io.cis.testkit;
