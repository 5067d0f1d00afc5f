package io.cis.bench.scale;

import java.util.SplittableRandom;

/**
 * English text of the lengths real feeds carry: advisory summaries (one line) and details (Markdown sections of
 * hundreds to a few thousand characters), and release notes, assembled from phrase banks.
 */
final class ProseWriter {

    /** A kind of weakness: its summary phrase and its CWE id. */
    record Weakness(String phrase, String cwe) {
    }

    static final Weakness[] WEAKNESSES = {
        new Weakness("Prototype pollution", "CWE-1321"), new Weakness("Regular expression denial of service", "CWE-1333"),
        new Weakness("Path traversal", "CWE-22"), new Weakness("Cross-site scripting", "CWE-79"),
        new Weakness("SQL injection", "CWE-89"), new Weakness("OS command injection", "CWE-78"),
        new Weakness("Server-side request forgery", "CWE-918"), new Weakness("Deserialization of untrusted data", "CWE-502"),
        new Weakness("Uncontrolled resource consumption", "CWE-400"), new Weakness("Improper certificate validation", "CWE-295"),
        new Weakness("Open redirect", "CWE-601"), new Weakness("XML external entity injection", "CWE-611"),
        new Weakness("Out-of-bounds read", "CWE-125"), new Weakness("Integer overflow", "CWE-190"),
        new Weakness("Missing authorization", "CWE-862"), new Weakness("Exposure of sensitive information", "CWE-200"),
        new Weakness("Use of a broken cryptographic algorithm", "CWE-327"), new Weakness("Improper input validation", "CWE-20"),
        new Weakness("HTTP request smuggling", "CWE-444"), new Weakness("Code injection", "CWE-94")};

    private static final String[] PLACES = {"the URL parser", "the template renderer", "the archive extractor",
        "the header parser", "the query builder", "the configuration loader", "the session middleware",
        "the multipart form handler", "the YAML loader", "the path normaliser", "the cookie parser",
        "the proxy handler", "the schema validator", "the markdown sanitizer", "the TLS client", "the file upload endpoint"};
    private static final String[] IMPACTS = {
        "An attacker who controls the input can cause the process to consume excessive CPU time, making the service unavailable to other users.",
        "A remote, unauthenticated attacker can read files outside of the intended directory, including configuration files that hold credentials.",
        "Crafted input is passed to a shell without escaping, which allows arbitrary commands to run with the privileges of the application.",
        "Applications that pass user-controlled objects to the affected function may have properties of Object.prototype overwritten, which can lead to denial of service or, in some configurations, remote code execution.",
        "The sanitizer fails to strip event handler attributes in some nested elements, so script can be injected into pages that render the output.",
        "Untrusted data is deserialized without a type allow-list, so a gadget chain present on the classpath can be used to execute code.",
        "Certificate host names are not verified when a custom trust store is configured, allowing a machine-in-the-middle to intercept traffic.",
        "Specially crafted requests can be forwarded to internal addresses, exposing metadata services and other internal endpoints.",
        "A length field is trusted without bounds checks, which results in a read past the end of the buffer and may disclose memory contents.",
        "Error messages include stack traces and environment variables, which may expose secrets to clients."};
    private static final String[] FILLER = {
        "The issue was reported privately by a security researcher and fixed before public disclosure.",
        "Only deployments that enable the optional feature are affected; the default configuration is not.",
        "The maintainers are not aware of exploitation in the wild at the time of publication.",
        "Users who cannot upgrade immediately should validate and limit the size of untrusted input before it reaches the library.",
        "The fix adds strict validation and a regression test covering the reported payloads.",
        "Downstream packages that vendor the affected code should update their copies as well.",
        "The vulnerable code path has existed since the feature was introduced and was reachable through the public API.",
        "Thanks to the reporter for the detailed proof of concept and for coordinating the disclosure.",
        "A denial of service is the most likely impact, but data exposure cannot be ruled out for all configurations.",
        "Setting a conservative timeout and running the service with least privilege reduces the impact."};
    private static final String[] CHANGES = {"Fix handling of empty input", "Improve error messages", "Update dependencies",
        "Add support for custom serializers", "Reduce memory use when streaming large files", "Fix a race condition on shutdown",
        "Document the configuration options", "Drop support for end-of-life runtimes", "Speed up start-up",
        "Fix Windows path handling", "Add a retry policy for transient failures", "Harden input validation"};

    Weakness weakness(SplittableRandom random) {
        return WEAKNESSES[random.nextInt(WEAKNESSES.length)];
    }

    /** A title; three in ten go on with a sentence or two of impact, as some databases' summaries do. */
    String summary(Weakness weakness, String packageName, SplittableRandom random) {
        String title = weakness.phrase() + " in " + PLACES[random.nextInt(PLACES.length)] + " of " + packageName;
        if (random.nextInt(10) >= 3) {
            return title;
        }
        StringBuilder text = new StringBuilder(title).append(". ").append(IMPACTS[random.nextInt(IMPACTS.length)]);
        if (random.nextBoolean()) {
            text.append(' ').append(FILLER[random.nextInt(FILLER.length)]);
        }
        return text.toString();
    }

    /** Markdown details of about {@code length} characters (at least the required sections). */
    String details(Weakness weakness, String packageName, String fixedIn, int length, SplittableRandom random) {
        StringBuilder text = new StringBuilder(length + 200);
        text.append("### Impact\n\n").append(weakness.phrase()).append(" in ").append(packageName).append(". ")
                .append(IMPACTS[random.nextInt(IMPACTS.length)]).append("\n\n");
        text.append("### Patches\n\n").append(fixedIn == null
                ? "No patched version is available yet."
                : "The problem has been patched in version " + fixedIn + ". Users should upgrade.").append("\n\n");
        text.append("### Workarounds\n\n").append(FILLER[random.nextInt(FILLER.length)]).append("\n\n");
        text.append("### Details\n\n");
        while (text.length() < length) {
            text.append(random.nextInt(3) == 0 ? IMPACTS[random.nextInt(IMPACTS.length)] : FILLER[random.nextInt(FILLER.length)]);
            text.append(random.nextInt(4) == 0 ? "\n\n" : " ");
        }
        return text.toString().strip();
    }

    String releaseNotes(String repo, String previousTag, String tag, SplittableRandom random) {
        StringBuilder text = new StringBuilder();
        text.append("## What's changed\n\n");
        int items = 1 + random.nextInt(8);
        for (int i = 0; i < items; i++) {
            text.append("* ").append(CHANGES[random.nextInt(CHANGES.length)]).append(" by @")
                    .append(ComponentNames.word(random, 3)).append(" in #").append(1 + random.nextInt(9000)).append('\n');
        }
        text.append("\n**Full Changelog**: https://github.com/").append(repo).append("/compare/")
                .append(previousTag).append("...").append(tag);
        return text.toString();
    }
}
