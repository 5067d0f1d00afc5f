package io.cis.dist.audit;

/** The parts of a package URL a VEX target is compared by. */
final class Purls {

    private Purls() {
    }

    /** The purl without qualifiers and subpath: statements and SBOMs differ in those more than in identity. */
    static String core(String purl) {
        int end = purl.length();
        for (char c : new char[] {'?', '#'}) {
            int at = purl.indexOf(c);
            if (at >= 0 && at < end) {
                end = at;
            }
        }
        return purl.substring(0, end);
    }

    /** The purl's core without its version. */
    static String withoutVersion(String purl) {
        String core = core(purl);
        int slash = core.lastIndexOf('/');
        int at = core.indexOf('@', Math.max(slash, 0));
        return at < 0 ? core : core.substring(0, at);
    }

    static boolean hasVersion(String purl) {
        return !core(purl).equals(withoutVersion(purl));
    }

    /**
     * True when a statement's target names this component: the same bom-ref, the same CPE, the same purl (qualifiers aside,
     * versions compared without case since the SBOM and the VEX author may spell them differently), or the same
     * package when the target names no version.
     */
    static boolean targets(String target, SbomComponent component) {
        if (target.isEmpty()) {
            return false;
        }
        if (target.equals(component.ref())) {
            return true;
        }
        if (target.regionMatches(true, 0, "cpe:", 0, 4)) {
            // a statement naming the component by its CPE (OpenVEX identifiers.cpe23, CSAF cpe helpers)
            return !component.cpe().isEmpty() && target.equalsIgnoreCase(component.cpe());
        }
        if (!target.startsWith("pkg:") || component.purl().isEmpty()) {
            return false;
        }
        if (hasVersion(target)) {
            return core(target).equalsIgnoreCase(core(component.purl()));
        }
        return target.equalsIgnoreCase(withoutVersion(component.purl()));
    }
}
