package io.cis.dist.audit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Turns an SPDX 2 tag-value document into the tree its JSON form has, as far as the audit reads it: the document's
 * {@code spdxVersion} and every package (from its {@code PackageName} tag to the next file, snippet, license or
 * package) with {@code SPDXID}, {@code name}, {@code versionInfo} and {@code externalRefs}. Multi-line
 * {@code <text>} values are stepped over whole, so a tag inside one is never taken for a real tag.
 */
final class SpdxTagValue {

    private SpdxTagValue() {
    }

    /** True when the text is a tag-value document: a line that starts with the {@code SPDXVersion} tag. */
    static boolean looksLike(String text) {
        for (String line : text.split("\r?\n", 64)) {
            if (line.startsWith("SPDXVersion:")) {
                return true;
            }
        }
        return false;
    }

    static ObjectNode toTree(String text) {
        ObjectNode document = JsonNodeFactory.instance.objectNode();
        ArrayNode packages = document.putArray("packages");
        ObjectNode current = null;
        boolean inText = false;
        for (String line : text.split("\r?\n")) {
            if (inText) {
                inText = !line.contains("</text>");
                continue;
            }
            int colon = line.indexOf(':');
            if (line.startsWith("#") || colon < 0) {
                continue;
            }
            String tag = line.substring(0, colon).trim();
            String value = line.substring(colon + 1).trim();
            if (value.startsWith("<text>") && !value.contains("</text>")) {
                inText = true;
                continue;
            }
            switch (tag) {
                case "SPDXVersion" -> document.put("spdxVersion", value);
                case "PackageName" -> {
                    current = packages.addObject();
                    current.put("name", value);
                }
                case "FileName", "SnippetSPDXID", "LicenseID" -> current = null;
                case "SPDXID" -> {
                    if (current != null) {
                        current.put("SPDXID", value);
                    }
                }
                case "PackageVersion" -> {
                    if (current != null) {
                        current.put("versionInfo", value);
                    }
                }
                case "ExternalRef" -> {
                    String[] parts = value.split("\\s+", 3);
                    if (current != null && parts.length == 3) {
                        current.withArray("externalRefs").addObject().put("referenceCategory", parts[0])
                                .put("referenceType", parts[1]).put("referenceLocator", parts[2]);
                    }
                }
                default -> { }
            }
        }
        return document;
    }
}
