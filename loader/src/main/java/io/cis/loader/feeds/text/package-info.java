/**
 * Reading a feed's text within stated bounds: lines of line-oriented files (JSON Lines) up to a length limit, and
 * whole text files up to a size limit, so that a file with one endless line, or a huge file where a small one
 * belongs, fails naming the file and the line instead of exhausting the heap; and the first line of a parser's message,
 * which is what a failure quotes.
 */
package io.cis.loader.feeds.text;
