package io.cis.engine.components;

import io.cis.engine.version.KnownVersions;

/**
 * A stored component with its versions ready for resolution: kept between requests, so the versions' parses made
 * by one request serve the next.
 */
public record CataloguedComponent(ComponentRecord record, KnownVersions versions) {

    static CataloguedComponent of(ComponentRecord record) {
        return new CataloguedComponent(record, KnownVersions.presorted(record.versions()));
    }
}
