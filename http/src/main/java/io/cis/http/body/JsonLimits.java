package io.cis.http.body;

/**
 * What the JSON of a request body may hold; passing any limit is a 400. The request bodies of the service are three
 * levels deep with short names and strings, so the limits leave ample room for unknown members a client adds while
 * keeping what one token can cost small.
 *
 * @param maxDepth       most nested arrays and objects, the body's own object counting as one
 * @param maxStringChars longest string value the service reads (a purl, a requirement, an echo message)
 * @param maxNameChars   longest member name, known or not
 * @param maxNumberChars longest number, in characters
 * @param maxMembers     most members of one object: the names of an object are held until it ends, to find a repeated
 *                       one, so this bounds what an open object can cost whatever the body's size
 */
public record JsonLimits(int maxDepth, int maxStringChars, int maxNameChars, int maxNumberChars, int maxMembers) {

    /**
     * The documented limits: 64 levels, strings of 2 Mi characters, names of 1,024 characters, numbers of 1,000,
     * 1,000 members per object.
     */
    public static final JsonLimits DEFAULTS = new JsonLimits(64, 2 * 1024 * 1024, 1_024, 1_000, 1_000);

    public JsonLimits {
        if (maxDepth < 1 || maxStringChars < 1 || maxNameChars < 1 || maxNumberChars < 1 || maxMembers < 1) {
            throw new IllegalArgumentException("every JSON limit must be at least 1");
        }
    }
}
