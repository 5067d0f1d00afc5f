package io.cis.engine.version;

import io.cis.engine.purl.Ecosystem;

/**
 * Requirements for Go modules. Go has no range syntax of its own (go.mod names exact versions and minimal version
 * selection picks among them), so ranges are node-semver's, as they were before Go versions had their own reading:
 * operands are written with or without the {@code v} ({@code >=0.7.0}, {@code ^v1.2.0}) and compared in Go's order,
 * and a bare partial ({@code v1.2}) is the x-range {@code 1.2.x}, much as {@code go get m@v1.2} asks for the highest
 * {@code v1.2.x}. An exact version is read as a Go version, and {@link GoScheme#refusal} reports one no module can have.
 */
final class GoRequirementSyntax implements RequirementSyntax<SemverVersion> {

    private final VersionScheme<SemverVersion> go;
    private final VersionScheme<SemverVersion> operands;
    /** Node syntax as npm reads it: the shape of an exact version, partials as ranges. */
    private final Dialect<SemverVersion> node;

    /**
     * @param go       Go's own reading of a version
     * @param operands the lenient SemVer reading of range operands; they compare in Go's order
     */
    GoRequirementSyntax(VersionScheme<SemverVersion> go, VersionScheme<SemverVersion> operands) {
        this.go = go;
        this.operands = operands;
        this.node = new Dialect<>(Ecosystem.GOLANG, operands, null, true);
    }

    @Override
    public String exactText(String requirement) {
        return RequirementParser.exactText(requirement, node);
    }

    @Override
    public RangeSpec<SemverVersion> parse(String requirement) throws InvalidRequirementException {
        String exact = exactText(requirement);
        if (exact != null && go.parseOrNull(exact) == null && go.parseCommonSpelling(exact) == null) {
            // v1-pre or v1.2+meta: node would read it as a version, Go refuses it; never order what Go cannot.
            throw new InvalidRequirementException(Quoted.of(exact) + " is not a Go version: "
                    + GoModuleVersions.problem(exact).orElse("not a semantic version"));
        }
        return NodeRangeSyntax.parse(requirement, operands, true);
    }
}
