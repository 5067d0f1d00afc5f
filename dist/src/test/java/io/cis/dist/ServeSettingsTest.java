package io.cis.dist;

import static io.cis.dist.CommandsTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.cis.dist.CommandsTest.Run;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** serve answers from demo data only when asked, and refuses in one line when it has nothing to answer from. */
class ServeSettingsTest {

    @TempDir
    Path dir;

    @Test
    void withoutASnapshotSettingServeExits2NamingEverySettingItLookedFor() {
        Run serve = run("serve", "--port", "0");
        assertThat(serve.exit()).isEqualTo(ServeCommand.REFUSED);
        assertThat(serve.err()).contains("serve needs a snapshot to answer from")
                .contains("--snapshot DIR (CIS_SNAPSHOT)").contains("--snapshots ROOT (CIS_SNAPSHOTS)")
                .contains("--demo (CIS_DEMO=true").doesNotContain("Exception");
    }

    @Test
    void aSnapshotsRootThatDoesNotExistIsRefusedRatherThanWaitedOn() {
        Run serve = run("serve", "--snapshots", dir.resolve("absent").toString(), "--port", "0");
        assertThat(serve.exit()).isEqualTo(ServeCommand.REFUSED);
        assertThat(serve.err()).contains("the snapshots root does not exist").doesNotContain("Exception");
    }

    @Test
    void theDemoAndASnapshotCannotBothBeAsked() {
        Run serve = run("serve", "--demo", "--snapshot", dir.toString(), "--port", "0");
        assertThat(serve.exit()).isEqualTo(2);
        assertThat(serve.err()).contains("mutually exclusive");
    }
}
