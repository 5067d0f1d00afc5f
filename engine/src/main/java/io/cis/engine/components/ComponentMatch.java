package io.cis.engine.components;

import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.version.Resolution;
import java.util.Optional;

/**
 * The first step of every answer: the purl as parsed (absent when invalid), the stored component (absent when
 * unknown), and how the requirement resolved against its versions.
 */
public record ComponentMatch(Optional<ParsedPurl> purl, Optional<ComponentRecord> component, Resolution resolution) {
}
