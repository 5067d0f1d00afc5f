package io.cis.bench.measure;

/** The server's resident memory {@code seconds} after a run started. */
public record RssSample(double seconds, long rssKib) {

    public double rssMib() {
        return rssKib / 1024.0;
    }
}
