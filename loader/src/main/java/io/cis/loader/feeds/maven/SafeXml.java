package io.cis.loader.feeds.maven;

import io.cis.loader.build.FeedException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Parses XML feed files with the JDK's DOM parser so that a file cannot make the loader read other files or the
 * network: a DOCTYPE is refused outright (Maven metadata and POMs never have one), external entities, external
 * DTDs, schemas and XInclude are off. A file that is not well-formed fails with the parser's reason.
 */
final class SafeXml {

    /** Fails on every error instead of printing "[Fatal Error]" lines to stderr first. */
    private static final ErrorHandler QUIET = new ErrorHandler() {
        @Override
        public void warning(SAXParseException exception) {
            // warnings do not make a file unusable
        }

        @Override
        public void error(SAXParseException exception) throws SAXException {
            throw exception;
        }

        @Override
        public void fatalError(SAXParseException exception) throws SAXException {
            throw exception;
        }
    };

    private final DocumentBuilderFactory factory;

    SafeXml() {
        factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        try {
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        } catch (ParserConfigurationException e) {
            // the JDK's parser knows these features; without them parsing would not be safe, so do not go on
            throw new IllegalStateException("the JDK's XML parser cannot be made XXE-safe", e);
        }
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    }

    /** The document element of {@code file}. */
    Element parse(Path file) throws FeedException {
        try (InputStream in = Files.newInputStream(file)) {
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(QUIET);
            return builder.parse(in, file.toUri().toString()).getDocumentElement();
        } catch (SAXParseException e) {
            throw new FeedException(file, "not well-formed XML (line " + e.getLineNumber() + ": " + e.getMessage() + ")", e);
        } catch (SAXException | ParserConfigurationException e) {
            throw new FeedException(file, "not readable as XML (" + e.getMessage() + ")", e);
        } catch (IOException e) {
            throw new FeedException(file, "cannot be read (" + e.getMessage() + ")", e);
        }
    }
}
