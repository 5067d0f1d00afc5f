package io.cis.loader.fetch;

/** An upstream file's HTTP validators, as last seen; either may be empty. */
public record Validators(String etag, String lastModified) {

    public static final Validators NONE = new Validators("", "");

    public Validators {
        etag = etag == null ? "" : etag;
        lastModified = lastModified == null ? "" : lastModified;
    }

    public boolean isEmpty() {
        return etag.isEmpty() && lastModified.isEmpty();
    }
}
