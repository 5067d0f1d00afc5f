package io.cis.loader.feeds.osadl;

import io.cis.engine.licenses.CopyleftClass;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Collects what the matrix's explanations say about which licenses are copyleft. OSADL explains each verdict with
 * one of a few sentences that name the class of both licenses, for example "Non-copyleft licenses such as the MIT
 * license and the 0BSD license are generally considered mutually compatible" or "Software under a copyleft license
 * such as the GPL-3.0-only license normally cannot be redistributed under a non-copyleft license such as the MIT
 * license". Only these sentences, with the cell's own two license names in them, count; a license that they call
 * both copyleft and non-copyleft stays unclassified.
 */
final class CopyleftExplanations {

    private final Map<String, Set<CopyleftClass>> said = new HashMap<>();

    /** Notes what the explanation of the cell ({@code other} under {@code leading}) says. */
    void read(String leading, String other, String explanation) {
        if (explanation.startsWith("Non-copyleft licenses such as the " + other + " license and the " + leading
                + " license ")) {
            note(other, CopyleftClass.NON_COPYLEFT);
            note(leading, CopyleftClass.NON_COPYLEFT);
        } else if (explanation.startsWith("Software under a copyleft license such as the " + other
                + " license normally cannot be redistributed under a non-copyleft license such as the " + leading
                + " license")) {
            note(other, CopyleftClass.COPYLEFT);
            note(leading, CopyleftClass.NON_COPYLEFT);
        } else if (explanation.startsWith("Software under a copyleft license such as the " + other
                + " license normally cannot be redistributed under another copyleft license such as the " + leading
                + " license")) {
            note(other, CopyleftClass.COPYLEFT);
            note(leading, CopyleftClass.COPYLEFT);
        } else if (explanation.startsWith("Software under a copyleft license such as the " + other
                + " cannot be redistributed under the " + leading + " license")) {
            note(other, CopyleftClass.COPYLEFT);
        }
    }

    CopyleftClass of(String license) {
        Set<CopyleftClass> classes = said.getOrDefault(license, Set.of());
        return classes.size() == 1 ? classes.iterator().next() : CopyleftClass.UNCLASSIFIED;
    }

    private void note(String license, CopyleftClass copyleftClass) {
        said.computeIfAbsent(license, l -> EnumSet.noneOf(CopyleftClass.class)).add(copyleftClass);
    }
}
