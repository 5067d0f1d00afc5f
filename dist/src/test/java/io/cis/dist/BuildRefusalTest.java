package io.cis.dist;

import static io.cis.dist.CommandsTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.cis.dist.CommandsTest.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** build --replace as an operator might misuse it: a folder of other files is refused in one line, untouched. */
class BuildRefusalTest {

    @TempDir
    Path dir;

    @Test
    void replaceOntoAFolderHoldingOtherFilesRefusesInOneLineAndDeletesNothing() throws Exception {
        Path home = Files.createDirectories(dir.resolve("home"));
        Files.writeString(home.resolve("thesis.txt"), "years of work");

        Run build = run("build", "--feeds", Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx").toString(),
                "--out", home.toString(), "--replace");

        assertThat(build.exit()).isEqualTo(1);
        assertThat(build.err()).contains("holds no snapshot").contains("nothing was deleted").doesNotContain("Exception");
        assertThat(build.err().strip().lines()).hasSize(1);
        assertThat(Files.readString(home.resolve("thesis.txt"))).isEqualTo("years of work");
        try (var files = Files.list(home)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("thesis.txt");
        }
    }
}
