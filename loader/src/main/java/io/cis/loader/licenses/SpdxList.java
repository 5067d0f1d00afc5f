package io.cis.loader.licenses;

import io.cis.engine.licenses.SpdxException;
import io.cis.engine.licenses.SpdxLicense;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.SnapshotTables;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The SPDX license and exception list of a build, with what name matching needs: ids in any case, and each
 * license under the {@link LicenseNameKey} of its name and of its id, and under its reference URLs. A key or URL
 * that two current licenses share names neither ("Mozilla Public License 2.0" keys only MPL-2.0, but the URL of the
 * GNU GPL 2.0 page is a reference of both GPL-2.0-only and GPL-2.0-or-later). A deprecated id is matched only when no
 * current license has the key: "GNU General Public License v2.0 only" is GPL-2.0-only, not the deprecated GPL-2.0.
 */
public final class SpdxList {

    private final Map<String, SpdxLicense> licenses = new HashMap<>();
    private final Map<String, SpdxException> exceptions = new HashMap<>();
    private final Map<String, String> byNameKey;
    private final Map<String, String> byUrl;

    private SpdxList(List<SpdxLicense> licenseList, List<SpdxException> exceptionList) {
        for (SpdxLicense license : licenseList) {
            licenses.putIfAbsent(lower(license.id()), license);
        }
        for (SpdxException exception : exceptionList) {
            exceptions.putIfAbsent(lower(exception.id()), exception);
        }
        Map<String, Set<String>> current = new HashMap<>();
        Map<String, Set<String>> deprecated = new HashMap<>();
        Map<String, Set<String>> urls = new HashMap<>();
        for (SpdxLicense license : licenseList) {
            Map<String, Set<String>> names = license.isDeprecated() ? deprecated : current;
            for (String key : List.of(LicenseNameKey.indexed(license.fullName()), LicenseNameKey.indexed(license.id()))) {
                if (!key.isEmpty()) {
                    names.computeIfAbsent(key, k -> new HashSet<>()).add(license.id());
                }
            }
            if (!license.isDeprecated()) {
                for (String url : license.seeAlso()) {
                    urls.computeIfAbsent(LicenseNameKey.url(url), k -> new HashSet<>()).add(license.id());
                }
            }
        }
        byNameKey = new HashMap<>(unique(deprecated));
        byNameKey.keySet().removeAll(current.keySet());
        byNameKey.putAll(unique(current));
        byUrl = unique(urls);
    }

    public static SpdxList of(List<SpdxLicense> licenses, List<SpdxException> exceptions) {
        return new SpdxList(licenses, exceptions);
    }

    /** The list the SPDX feed stored in the build's tables (empty when the build has no SPDX feed). */
    public static SpdxList from(SnapshotTables tables, ValueCodec codec) {
        List<SpdxLicense> licenses = tables.entries(Domain.LICENSES).values().stream()
                .map(bytes -> codec.decode(bytes, SpdxLicense.class)).toList();
        List<SpdxException> exceptions = tables.entries(Domain.LICENSE_EXCEPTIONS).values().stream()
                .map(bytes -> codec.decode(bytes, SpdxException.class)).toList();
        return new SpdxList(licenses, exceptions);
    }

    /** The license with this id, in any case. */
    public Optional<SpdxLicense> license(String id) {
        return Optional.ofNullable(licenses.get(lower(id)));
    }

    /** The exception with this id, in any case. */
    public Optional<SpdxException> exception(String id) {
        return Optional.ofNullable(exceptions.get(lower(id)));
    }

    /** The id of the one license whose name or id has this key. */
    public Optional<String> idByNameKey(String key) {
        return Optional.ofNullable(byNameKey.get(key));
    }

    /** The id of the one current license with this reference URL. */
    public Optional<String> idByUrl(String url) {
        return Optional.ofNullable(byUrl.get(LicenseNameKey.url(url)));
    }

    private static Map<String, String> unique(Map<String, Set<String>> candidates) {
        Map<String, String> unique = new HashMap<>();
        candidates.forEach((key, ids) -> {
            if (ids.size() == 1) {
                unique.put(key, ids.iterator().next());
            }
        });
        return unique;
    }

    private static String lower(String id) {
        return id.strip().toLowerCase(Locale.ROOT);
    }
}
