/**
 * OSADL's license data: the compatibility matrix and the obligation checklists, in OSLOC text or OSLOC2JSON form,
 * turned into each license's {@code osadl} block and copyleft class.
 */
package io.cis.loader.feeds.osadl;
