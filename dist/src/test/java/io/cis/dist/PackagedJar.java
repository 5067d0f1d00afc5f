package io.cis.dist;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How the integration tests start the packaged jar, as an operator would: {@code java -jar cis.jar <args>}, with the
 * java of the running tests and the {@code -XX:} settings their JVM was given (the build's test JVM flags, which
 * change what a short-lived JVM spends on compiling and collecting, never what it answers).
 */
public final class PackagedJar {

    private PackagedJar() {
    }

    /** The java launcher of the JVM running the tests. */
    public static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The packaged jar under test, as the build names it. */
    public static String jar() {
        return System.getProperty("cis.jar");
    }

    /** The {@code -XX:} settings of the JVM running the tests, for every JVM they start. */
    public static List<String> jvmOptions() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream().filter(arg -> arg.startsWith("-XX:"))
                .toList();
    }

    /**
     * The options of every JVM the tests start from the jar: the test JVM's {@code -XX:} settings and the class-data
     * archive of the jar's classes ({@link PackagedJarClasses}), which change what starting costs, never what it does.
     */
    public static List<String> startOptions() {
        List<String> options = new ArrayList<>(jvmOptions());
        options.addAll(PackagedJarClasses.jvmOptions());
        return options;
    }

    /** The command line that runs the packaged jar with {@code args}. */
    public static List<String> command(String... args) {
        List<String> command = new ArrayList<>(List.of(java()));
        command.addAll(startOptions());
        command.add("-jar");
        command.add(jar());
        command.addAll(List.of(args));
        return command;
    }
}
