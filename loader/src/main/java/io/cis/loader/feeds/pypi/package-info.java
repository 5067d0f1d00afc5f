/**
 * PyPI's JSON API ({@code <project>/json} and {@code <project>/<version>/json}) as catalog facts: every release with
 * the day its first file was uploaded, yanked or active by its files' {@code yanked} flags, the license the
 * described version declares (PEP 639 expression, else the license field, else license classifiers), and the
 * project's GitHub repository from its URLs.
 */
package io.cis.loader.feeds.pypi;
