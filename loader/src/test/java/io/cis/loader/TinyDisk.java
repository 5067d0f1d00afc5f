package io.cis.loader;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A real full disk for tests: a 1 MiB tmpfs mounted on a folder, so writes fail with the kernel's own
 * "No space left on device". Mounting needs root; where it is refused the test is skipped, not passed.
 */
public final class TinyDisk implements AutoCloseable {

    private final Path mountPoint;

    private TinyDisk(Path mountPoint) {
        this.mountPoint = mountPoint;
    }

    /** Mounts a 1 MiB tmpfs on {@code mountPoint} (created if needed), or skips the test. */
    public static TinyDisk mountedOn(Path mountPoint) throws IOException, InterruptedException {
        Files.createDirectories(mountPoint);
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mountPoint.toString()) == 0,
                "cannot mount a tmpfs here (needs root)");
        return new TinyDisk(mountPoint);
    }

    public Path path() {
        return mountPoint;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        if (run("umount", mountPoint.toString()) != 0) {
            throw new IOException("cannot unmount " + mountPoint);
        }
    }

    private static int run(String... command) throws InterruptedException {
        try {
            return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start().waitFor();
        } catch (IOException e) {
            return -1;
        }
    }
}
