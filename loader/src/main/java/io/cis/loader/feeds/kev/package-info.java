/**
 * CISA's Known Exploited Vulnerabilities catalog in its CSV form: columns found by name, every listed CVE reported as
 * exploited with the day it was added.
 */
package io.cis.loader.feeds.kev;
