package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The distribution orders against the real tools, where installed (each test is reported as skipped otherwise):
 * {@code dpkg --compare-versions}, rpm's {@code rpm.vercmp} and {@code apk version -t}. The corpora are real
 * versions: those of the sample container SBOMs and the sample OSV records (see the SOURCES.md beside them).
 */
class DistroToolDifferentialTest {

    /**
     * One shell asks {@code dpkg --compare-versions} about every claim it reads (Debian versions hold no white space)
     * and answers whether it holds: dpkg still runs once per claim, started by the shell instead of the test's JVM.
     */
    private static final ReferenceTool DPKG = new ReferenceTool("sh", "-c", "while read -r a relation b; do"
            + " if dpkg --compare-versions \"$a\" \"$relation\" \"$b\"; then echo holds; else echo fails; fi; done");

    @Test
    void dpkgAgreesWithTheDebianOrder() throws Exception {
        assumeTrue(onPath("dpkg"), "dpkg is not installed");
        List<String> sorted = VersionSchemes.DEBIAN.sort(ReferenceCases.lines("deb-corpus.txt"));
        List<String> claims = new ArrayList<>();
        // Adjacent pairs of the sorted corpus: agreeing on them all means agreeing on the whole order.
        for (int i = 1; i < sorted.size(); i++) {
            claims.add(debianClaim(sorted.get(i - 1), sorted.get(i)));
        }
        Random random = new Random(7);
        for (int k = 0; k < 200; k++) {
            claims.add(debianClaim(sorted.get(random.nextInt(sorted.size())), sorted.get(random.nextInt(sorted.size()))));
        }
        List<String> verdicts = DPKG.ask(claims);
        List<String> disagreements = new ArrayList<>();
        for (int i = 0; i < claims.size(); i++) {
            if (!verdicts.get(i).equals("holds")) {
                disagreements.add(claims.get(i));
            }
        }
        assertThat(sorted).hasSizeGreaterThan(800);
        assertThat(verdicts).hasSameSizeAs(claims);
        assertThat(disagreements).isEmpty();
    }

    /** "a relation b" as this order has it, for {@code dpkg --compare-versions} to confirm. */
    private static String debianClaim(String a, String b) {
        int ours = Integer.signum(VersionSchemes.DEBIAN.compare(a, b));
        return a + " " + (ours < 0 ? "lt" : ours > 0 ? "gt" : "eq") + " " + b;
    }

    @Test
    void rpmAgreesWithTheRpmOrderOnEveryPair() throws Exception {
        assumeTrue(onPath("rpm"), "rpm is not installed");
        List<String> versions = ReferenceCases.lines("rpm-corpus.txt");
        // One rpm run compares every pair in Lua; a missing release is the one place the orders part (documented).
        StringBuilder lua = new StringBuilder("%{lua: local v = {");
        for (String version : versions) {
            lua.append('"').append(version).append("\",");
        }
        lua.append("} for i = 1, #v do local row = {} for j = 1, #v do row[#row + 1] = rpm.vercmp(v[i], v[j]) end "
                + "io.write(table.concat(row, \" \"), \";\") end}");
        Result result = run("rpm", "--eval", lua.toString());
        assertThat(result.exitCode()).isZero();
        // Rows end with ";": macro expansion does not keep the newlines of print.
        String[] rows = result.output().strip().split(";");
        assertThat(rows.length).as("rows printed by rpm").isEqualTo(versions.size());
        List<String> disagreements = new ArrayList<>();
        for (int i = 0; i < versions.size(); i++) {
            String[] cells = rows[i].strip().split(" ");
            for (int j = 0; j < versions.size(); j++) {
                int ours = Integer.signum(VersionSchemes.RPM.parseOrNull(versions.get(i))
                        .compareTo(VersionSchemes.RPM.parseOrNull(versions.get(j))));
                if (ours != Integer.parseInt(cells[j])) {
                    disagreements.add(versions.get(i) + " vs " + versions.get(j) + ": rpm " + cells[j] + ", here " + ours);
                }
            }
        }
        assertThat(versions).hasSizeGreaterThan(500);
        assertThat(disagreements).isEmpty();
    }

    @Test
    void apkAgreesWithTheApkOrder() throws Exception {
        assumeTrue(onPath("apk"), "apk-tools is not installed");
        List<String> sorted = VersionSchemes.APK.sort(ReferenceCases.lines("apk-corpus.txt"));
        List<String> disagreements = new ArrayList<>();
        for (int i = 1; i < sorted.size(); i++) {
            String a = sorted.get(i - 1);
            String b = sorted.get(i);
            int ours = Integer.signum(VersionSchemes.APK.compare(a, b));
            String expected = ours < 0 ? "<" : ours > 0 ? ">" : "=";
            String got = run("apk", "version", "-t", a, b).output().strip();
            if (!got.equals(expected)) {
                disagreements.add(a + " " + expected + " " + b + " but apk says " + got);
            }
        }
        assertThat(disagreements).isEmpty();
    }

    private record Result(int exitCode, String output) {
    }

    private static Result run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Result(process.waitFor(), output);
    }

    private static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (new File(dir, tool).canExecute()) {
                return true;
            }
        }
        return false;
    }
}
