package io.cis.dist.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Reads a {@code --vex} file: CycloneDX VEX (JSON), OpenVEX or CSAF 2.0, told apart by their own markers. */
public final class VexFileReader {

    private final ObjectMapper json;

    public VexFileReader(ObjectMapper json) {
        this.json = json;
    }

    public List<VexStatement> read(Path file) throws IOException, SbomFormatException {
        JsonNode document;
        try {
            document = json.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new SbomFormatException(file + ": VEX is not JSON: " + e.getOriginalMessage(), e);
        }
        String origin = String.valueOf(file.getFileName());
        if ("CycloneDX".equals(document.path("bomFormat").asText())) {
            return CycloneDxVexStatements.read(document, origin);
        }
        if (OpenVexStatements.isOpenVex(document)) {
            return OpenVexStatements.read(document, origin);
        }
        if (CsafVexStatements.isCsaf(document)) {
            return CsafVexStatements.read(document, origin);
        }
        throw new SbomFormatException(file + ": not a CycloneDX, OpenVEX or CSAF 2.0 VEX document");
    }
}
