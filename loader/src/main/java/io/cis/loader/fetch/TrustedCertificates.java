package io.cis.loader.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * The certificates TLS connections to upstreams are verified against: the JDK's own trusted authorities and, in
 * addition, those of a file the operator names, such as the authority of a TLS-inspecting proxy or of an internal
 * mirror. The file is PEM ({@code -----BEGIN CERTIFICATE-----} blocks, as such authorities are usually handed out) or
 * a PKCS12 or JKS trust store.
 */
public final class TrustedCertificates {

    private TrustedCertificates() {
    }

    /**
     * A TLS context trusting the JDK's authorities and every certificate of {@code file}.
     *
     * @throws IOException naming the file when it cannot be read or holds no certificate
     */
    public static SSLContext withDefaultsAnd(Path file, char[] password) throws IOException {
        try {
            KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
            trusted.load(null, null);
            int added = 0;
            for (X509Certificate authority : defaultAuthorities()) {
                trusted.setCertificateEntry("jdk-" + added++, authority);
            }
            int given = 0;
            for (Certificate certificate : certificates(file, password)) {
                trusted.setCertificateEntry("given-" + given++, certificate);
            }
            if (given == 0) {
                throw new IOException(file + ": holds no certificate");
            }
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(trusted);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, factory.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IOException(file + ": not a set of trusted certificates (" + e.getMessage() + ")", e);
        }
    }

    private static Iterable<X509Certificate> defaultAuthorities() throws GeneralSecurityException {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init((KeyStore) null);
        for (TrustManager manager : factory.getTrustManagers()) {
            if (manager instanceof X509TrustManager x509) {
                return List.of(x509.getAcceptedIssuers());
            }
        }
        return List.of();
    }

    private static Iterable<? extends Certificate> certificates(Path file, char[] password)
            throws IOException, GeneralSecurityException {
        byte[] content = Files.readAllBytes(file);
        if (new String(content, StandardCharsets.ISO_8859_1).contains("-----BEGIN CERTIFICATE-----")) {
            try (InputStream in = Files.newInputStream(file)) {
                return CertificateFactory.getInstance("X.509").generateCertificates(in);
            }
        }
        KeyStore store;
        try {
            store = KeyStore.getInstance(file.toFile(), password);
        } catch (IOException | GeneralSecurityException e) {
            throw new IOException(file + ": neither PEM certificates nor a PKCS12 or JKS trust store that opens"
                    + " with the password given (" + e.getMessage() + ")", e);
        }
        List<Certificate> certificates = new ArrayList<>();
        for (String alias : Collections.list(store.aliases())) {
            Certificate certificate = store.getCertificate(alias);
            if (certificate != null) {
                certificates.add(certificate);
            }
        }
        return certificates;
    }
}
