package io.cis.loader.feeds.osadl;

import io.cis.loader.build.UnusableRecordException;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Builds the OSLOC2JSON tree of one use case from its OSLOC lines, by the rules of OSADL's converter (checked
 * against its published output for FTL and GPL-3.0-or-later): a line {@code TAG text} at some indentation becomes
 * {@code node[TAG][text]} of the line it is indented under, and the lines indented under it go into that. Choices are
 * numbered: the n-th {@code EITHER} of a node is {@code node["EITHER"]["n"]}, holding the first alternative, and each
 * {@code OR} at the same indentation goes into it as {@code ["OR"]["k"]}; the n-th {@code EITHER IF condition} is
 * {@code node["EITHER IF"]["n"][condition]}, and each {@code OR IF condition} after it goes into that condition's node
 * as {@code ["OR IF"]["k"][condition]}.
 */
final class ObligationTree {

    private final Map<String, Object> root = new TreeMap<>();
    /** The node each indentation level's lines go into. */
    private final Map<Integer, Map<String, Object>> parents = new HashMap<>();
    /** The open EITHER and EITHER IF of each level, which its ORs and OR IFs continue. */
    private final Map<Integer, Map<String, Object>> eithers = new HashMap<>();
    private final Map<Integer, Map<String, Object>> eitherIfs = new HashMap<>();

    ObligationTree() {
        parents.put(1, root);
    }

    /** Adds a line at indentation {@code level} (1 for the lines directly under the use case). */
    void add(int level, String tag, String text) throws UnusableRecordException {
        Map<String, Object> parent = parents.get(level);
        if (parent == null) {
            throw new UnusableRecordException("indented deeper than the line before allows");
        }
        if (!tag.equals("OR")) {
            eithers.remove(level);
        }
        if (!tag.equals("OR IF")) {
            eitherIfs.remove(level);
        }
        Map<String, Object> node = switch (tag) {
            case "EITHER" -> numbered(parent, tag);
            case "OR" -> numbered(opened(eithers, level, "OR without EITHER"), tag);
            case "EITHER IF" -> child(numbered(parent, tag), text);
            case "OR IF" -> child(numbered(opened(eitherIfs, level, "OR IF without EITHER IF"), tag), text);
            default -> child(child(parent, tag), text);
        };
        parents.keySet().removeIf(deeper -> deeper > level);
        eithers.keySet().removeIf(deeper -> deeper > level);
        eitherIfs.keySet().removeIf(deeper -> deeper > level);
        parents.put(level + 1, node);
        if (tag.equals("EITHER")) {
            eithers.put(level, node);
        } else if (tag.equals("EITHER IF")) {
            eitherIfs.put(level, node);
        }
    }

    Map<String, Object> root() {
        return root;
    }

    private static Map<String, Object> opened(Map<Integer, Map<String, Object>> open, int level, String problem)
            throws UnusableRecordException {
        Map<String, Object> node = open.get(level);
        if (node == null) {
            throw new UnusableRecordException(problem + " at the same indentation");
        }
        return node;
    }

    /** A new child numbered after the ones {@code node[tag]} already has: "1", "2", ... */
    private static Map<String, Object> numbered(Map<String, Object> node, String tag) {
        Map<String, Object> numbers = child(node, tag);
        return child(numbers, String.valueOf(numbers.size() + 1));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> child(Map<String, Object> node, String key) {
        return (Map<String, Object>) node.computeIfAbsent(key, k -> new TreeMap<String, Object>());
    }
}
