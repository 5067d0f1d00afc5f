package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.databind.MappingIterator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** The deployment recipes in {@code packaging/} say what docs/operations.md promises, with settings serve has. */
class PackagingTest {

    private static final Path PACKAGING = Path.of("packaging");
    private static final Pattern CIS_VARIABLE = Pattern.compile("\\$\\{env:(CIS_[A-Z_]+)");
    /** Variables read outside serve's options: the native library directory and the publish script's own. */
    private static final Set<String> OTHER_VARIABLES = Set.of("CIS_NATIVE_DIR", "CIS_JAR", "CIS_KEEP");

    private static List<JsonNode> yaml(String file) throws Exception {
        ObjectMapper mapper = new ObjectMapper(new YAMLFactory());
        try (MappingIterator<JsonNode> docs = mapper.readerFor(JsonNode.class).readValues(PACKAGING.resolve(file).toFile())) {
            return docs.readAll();
        }
    }

    private static JsonNode kind(List<JsonNode> docs, String kind) {
        return docs.stream().filter(d -> kind.equals(d.path("kind").asText())).findFirst().orElseThrow();
    }

    /** The CIS_* variables serve's options read, from the options themselves. */
    private static Set<String> serveVariables() {
        Set<String> names = new HashSet<>();
        CommandLine serve = new CommandLine(new ServeCommand());
        serve.setInterpolateVariables(false); // the defaults as written: ${env:CIS_PORT:-8080}
        for (OptionSpec option : serve.getCommandSpec().options()) {
            if (option.defaultValue() != null) {
                Matcher m = CIS_VARIABLE.matcher(option.defaultValue());
                while (m.find()) {
                    names.add(m.group(1));
                }
            }
        }
        return names;
    }

    @Test
    void deploymentRunsSeveralReplicasReadyOnReadyzOverOneReadOnlySnapshotsVolume() throws Exception {
        JsonNode deployment = kind(yaml("kubernetes/deployment.yaml"), "Deployment");
        assertThat(deployment.at("/spec/replicas").asInt()).isGreaterThan(1);
        JsonNode pod = deployment.at("/spec/template/spec");
        JsonNode container = pod.at("/containers/0");
        assertThat(container.at("/readinessProbe/httpGet/path").asText()).isEqualTo("/readyz");
        JsonNode mount = mountOf(container, "snapshots");
        assertThat(mount.get("readOnly").asBoolean()).isTrue();
        JsonNode volume = volumeOf(pod, "snapshots");
        assertThat(volume.at("/persistentVolumeClaim/readOnly").asBoolean()).isTrue();
        assertThat(env(container, "CIS_SNAPSHOTS")).isEqualTo(mount.get("mountPath").asText());
        // the grace period must cover serve's drain on SIGTERM
        assertThat(pod.get("terminationGracePeriodSeconds").asInt()).isGreaterThan(30);
    }

    @Test
    void cronJobBuildsVerifiesAndPublishesIntoTheVolumeTheReplicasServe() throws Exception {
        JsonNode cron = kind(yaml("kubernetes/cronjob.yaml"), "CronJob");
        JsonNode pod = cron.at("/spec/jobTemplate/spec/template/spec");
        JsonNode container = pod.at("/containers/0");
        List<String> command = new ArrayList<>();
        container.get("command").forEach(c -> command.add(c.asText()));
        assertThat(command).contains("/opt/cis/cis-publish.sh");
        String snapshotsMount = mountOf(container, "snapshots").get("mountPath").asText();
        assertThat(command.get(command.size() - 1)).isEqualTo(snapshotsMount);
        assertThat(mountOf(container, "snapshots").path("readOnly").asBoolean(false)).isFalse();
        JsonNode deploymentPod = kind(yaml("kubernetes/deployment.yaml"), "Deployment").at("/spec/template/spec");
        assertThat(volumeOf(pod, "snapshots").at("/persistentVolumeClaim/claimName"))
                .isEqualTo(volumeOf(deploymentPod, "snapshots").at("/persistentVolumeClaim/claimName"));
        assertThat(cron.at("/spec/concurrencyPolicy").asText()).isEqualTo("Forbid");
        String script = Files.readString(PACKAGING.resolve("cis-publish.sh"));
        assertThat(script).contains("build --feeds", "verify --snapshot", "mv \"$staging\" \"$root/$name\"");
    }

    @Test
    void recipesSetOnlyVariablesTheServiceReads() throws Exception {
        Set<String> known = new HashSet<>(serveVariables());
        known.addAll(OTHER_VARIABLES);
        assertThat(known).contains("CIS_SNAPSHOTS", "CIS_PORT");
        Set<String> used = new HashSet<>();
        for (String file : List.of("systemd/cis.service", "systemd/cis-nightly.service", "kubernetes/deployment.yaml",
                "kubernetes/cronjob.yaml")) {
            Matcher m = Pattern.compile("\\b(CIS_[A-Z_]+)").matcher(Files.readString(PACKAGING.resolve(file)));
            while (m.find()) {
                used.add(m.group(1));
            }
        }
        assertThat(used).isNotEmpty();
        assertThat(known).containsAll(used);
    }

    @Test
    void systemdUnitServesTheSnapshotsRootReadOnlyAndReloadsOnSighup() throws Exception {
        List<String> unit = Files.readAllLines(PACKAGING.resolve("systemd/cis.service"));
        assertThat(unit).contains("Environment=CIS_SNAPSHOTS=/srv/cis/snapshots", "ReadOnlyPaths=/srv/cis/snapshots",
                "ExecReload=/bin/kill -HUP $MAINPID", "KillSignal=SIGTERM");
        assertThat(unit).anyMatch(line -> line.startsWith("ExecStart=") && line.contains("cis.jar serve"));
    }

    /** The Pod Security "restricted" profile's demands on one pod and each of its containers. */
    private static void assertRestricted(String what, JsonNode pod) {
        assertThat(pod.at("/securityContext/runAsNonRoot").asBoolean()).as(what).isTrue();
        assertThat(pod.at("/securityContext/seccompProfile/type").asText()).as(what).isEqualTo("RuntimeDefault");
        assertThat(pod.get("containers")).as(what).isNotEmpty();
        for (JsonNode container : pod.get("containers")) {
            JsonNode context = container.get("securityContext");
            assertThat(context).as(what + " container securityContext").isNotNull();
            assertThat(context.path("allowPrivilegeEscalation").asBoolean(true)).as(what).isFalse();
            List<String> dropped = new ArrayList<>();
            context.at("/capabilities/drop").forEach(c -> dropped.add(c.asText()));
            assertThat(dropped).as(what).containsExactly("ALL");
            assertThat(context.at("/capabilities/add").isMissingNode()).as(what).isTrue();
            assertThat(context.path("privileged").asBoolean(false)).as(what).isFalse();
        }
        assertThat(pod.path("hostNetwork").asBoolean(false) || pod.path("hostPID").asBoolean(false)).as(what).isFalse();
        pod.get("volumes").forEach(v -> assertThat(v.has("hostPath")).as(what).isFalse());
    }

    @Test
    void everyPodMeetsThePodSecurityRestrictedProfileWhichTheNamespaceEnforces() throws Exception {
        assertRestricted("deployment", kind(yaml("kubernetes/deployment.yaml"), "Deployment").at("/spec/template/spec"));
        assertRestricted("cronjob", kind(yaml("kubernetes/cronjob.yaml"), "CronJob").at("/spec/jobTemplate/spec/template/spec"));
        assertThat(kind(yaml("kubernetes/namespace.yaml"), "Namespace")
                .at("/metadata/labels/pod-security.kubernetes.io~1enforce").asText()).isEqualTo("restricted");
    }

    @Test
    void theAlertingRuleWatchesTheMetricsTheServerExports() throws Exception {
        JsonNode rule = kind(yaml("kubernetes/alerts.yaml"), "PrometheusRule");
        List<String> expressions = new ArrayList<>();
        rule.at("/spec/groups/0/rules").forEach(r -> expressions.add(r.get("expr").asText()));
        assertThat(expressions).anyMatch(e -> e.contains("cis_snapshot_stale"))
                .anyMatch(e -> e.contains("cis_snapshot_verification{state=\"failed\"}"));
    }

    @Test
    void theSystemdUnitsAreSandboxedAndTheNightlyOneHasHeapLimits() throws Exception {
        List<String> unit = Files.readAllLines(PACKAGING.resolve("systemd/cis.service"));
        assertThat(unit).contains("CapabilityBoundingSet=", "PrivateDevices=yes", "ProtectKernelTunables=yes",
                "ProtectKernelModules=yes", "ProtectKernelLogs=yes", "SystemCallArchitectures=native",
                "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX", "MemoryDenyWriteExecute=no");
        List<String> nightly = Files.readAllLines(PACKAGING.resolve("systemd/cis-nightly.service"));
        assertThat(nightly).anyMatch(line -> line.startsWith("Environment=\"JAVA_TOOL_OPTIONS=") && line.contains("-Xmx"));
        assertThat(nightly).anyMatch(line -> line.startsWith("MemoryMax="));
    }

    private static JsonNode mountOf(JsonNode container, String name) {
        for (JsonNode mount : container.get("volumeMounts")) {
            if (name.equals(mount.get("name").asText())) {
                return mount;
            }
        }
        throw new AssertionError("no mount " + name);
    }

    private static JsonNode volumeOf(JsonNode pod, String name) {
        for (JsonNode volume : pod.get("volumes")) {
            if (name.equals(volume.get("name").asText())) {
                return volume;
            }
        }
        throw new AssertionError("no volume " + name);
    }

    private static String env(JsonNode container, String name) {
        for (JsonNode variable : container.get("env")) {
            if (name.equals(variable.get("name").asText())) {
                return variable.get("value").asText();
            }
        }
        throw new AssertionError("no env " + name);
    }
}
