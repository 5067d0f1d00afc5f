/**
 * Lifecycle status (E7): the status of the resolved version and of the component as a whole; only listed versions
 * answer.
 */
package io.cis.engine.status;
