package io.cis.loader.feeds.sarif;

/** A finding with the file it is in: the path and, when the run stated it, the file's MD5 ({@code ""} otherwise). */
record LocatedFinding(String path, String md5, Finding finding) {
}
