package io.cis.dist;

import io.cis.http.ServerVersion;
import picocli.CommandLine.IVersionProvider;

/** Supplies {@code --version} from the version stamped into the build. */
public final class BuildVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"cis " + ServerVersion.ofBuild().version()};
    }
}
