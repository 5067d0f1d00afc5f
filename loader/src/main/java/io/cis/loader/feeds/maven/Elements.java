package io.cis.loader.feeds.maven;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Reads direct children of a DOM element by local name, so that {@code <url>} of a project is never confused with
 * the {@code <url>} of a developer or a repository further down.
 */
final class Elements {

    private Elements() {
    }

    static List<Element> children(Element parent, String localName) {
        List<Element> found = new ArrayList<>();
        if (parent == null) {
            return found;
        }
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && localName.equals(localNameOf(element))) {
                found.add(element);
            }
        }
        return found;
    }

    static Optional<Element> child(Element parent, String localName) {
        List<Element> found = children(parent, localName);
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    /** The child's text with surrounding whitespace removed; empty when the child is absent or blank. */
    static Optional<String> text(Element parent, String localName) {
        return child(parent, localName).map(Elements::text).filter(s -> !s.isEmpty());
    }

    static String text(Element element) {
        return element.getTextContent().strip();
    }

    static String localNameOf(Element element) {
        return element.getLocalName() != null ? element.getLocalName() : element.getTagName();
    }
}
