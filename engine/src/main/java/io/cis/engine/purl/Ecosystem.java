package io.cis.engine.purl;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The package ecosystem named by a purl type; unknown types map to {@link #GENERIC}. */
public enum Ecosystem {
    ALPM("alpm"),
    APK("apk"),
    BITBUCKET("bitbucket"),
    BITNAMI("bitnami"),
    CARGO("cargo"),
    COCOAPODS("cocoapods"),
    COMPOSER("composer"),
    CONAN("conan"),
    CONDA("conda"),
    CPAN("cpan"),
    CRAN("cran"),
    DEB("deb"),
    DOCKER("docker"),
    GEM("gem"),
    GENERIC("generic"),
    GITHUB("github"),
    GITLAB("gitlab"),
    GOLANG("golang"),
    HACKAGE("hackage"),
    HEX("hex"),
    HUGGINGFACE("huggingface"),
    LUAROCKS("luarocks"),
    MAVEN("maven"),
    MLFLOW("mlflow"),
    NPM("npm"),
    NUGET("nuget"),
    OCI("oci"),
    PUB("pub"),
    PYPI("pypi"),
    QPKG("qpkg"),
    RPM("rpm"),
    SWID("swid"),
    SWIFT("swift");

    private static final Map<String, Ecosystem> BY_TYPE = Arrays.stream(values())
            .collect(Collectors.toUnmodifiableMap(Ecosystem::purlType, Function.identity()));

    private final String purlType;

    Ecosystem(String purlType) {
        this.purlType = purlType;
    }

    /** The purl type as written in a canonical purl, e.g. {@code "npm"}. */
    public String purlType() {
        return purlType;
    }

    /** The ecosystem of a purl type (case-insensitive); a type this service does not know is {@link #GENERIC}. */
    public static Ecosystem fromType(String type) {
        if (type == null) {
            return GENERIC;
        }
        return BY_TYPE.getOrDefault(type.toLowerCase(Locale.ROOT), GENERIC);
    }
}
