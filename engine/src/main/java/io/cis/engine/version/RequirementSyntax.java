package io.cis.engine.version;

/**
 * An ecosystem's complete requirement grammar (Cargo, NuGet, RubyGems, Composer): what it accepts is all that is
 * accepted, with no fallback to node syntax, so a requirement the ecosystem would reject is reported, never guessed.
 */
interface RequirementSyntax<V extends Comparable<V>> {

    /**
     * The version the requirement names exactly ({@code =1.2.3} in Cargo, {@code [1.2.3]} in NuGet, {@code 1.2} in
     * RubyGems), as written, or {@code null} when the requirement is a range in this grammar.
     */
    String exactText(String requirement);

    /** The requirement as a range (also when it names one version). */
    RangeSpec<V> parse(String requirement) throws InvalidRequirementException;
}
