package io.cis.loader.feeds.osadl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one OSADL obligation checklist says about a license: the {@code COPYLEFT CLAUSE} and {@code PATENT HINTS}
 * values as written ({@code Yes}, {@code No}, {@code Questionable}; {@code ""} when the checklist has no such line),
 * the licenses it names compatible, compatible depending on the case, and incompatible, and its use cases.
 */
record Checklist(String id, String copyleftClause, String patentHints, List<String> compatibility,
                 List<String> dependingCompatibility, List<String> incompatibility, List<ChecklistUseCase> useCases) {

    Checklist {
        compatibility = List.copyOf(compatibility);
        dependingCompatibility = List.copyOf(dependingCompatibility);
        incompatibility = List.copyOf(incompatibility);
        useCases = List.copyOf(useCases);
    }

    /**
     * This checklist (read from OSLOC text) with its published JSON form: each use case takes the JSON form's tree,
     * which OSADL's own converter wrote; a use case only the JSON form has is added without text; a value only the
     * JSON form states is taken from it.
     */
    Checklist withJsonForm(Checklist json) {
        Map<String, ChecklistUseCase> trees = new LinkedHashMap<>();
        json.useCases().forEach(useCase -> trees.put(useCase.name(), useCase));
        List<ChecklistUseCase> merged = new ArrayList<>();
        for (ChecklistUseCase useCase : useCases) {
            ChecklistUseCase published = trees.remove(useCase.name());
            merged.add(published == null ? useCase : new ChecklistUseCase(useCase.name(), useCase.text(), published.json()));
        }
        merged.addAll(trees.values());
        return new Checklist(id, or(copyleftClause, json.copyleftClause()), or(patentHints, json.patentHints()),
                or(compatibility, json.compatibility()), or(dependingCompatibility, json.dependingCompatibility()),
                or(incompatibility, json.incompatibility()), merged);
    }

    private static String or(String own, String other) {
        return own.isEmpty() ? other : own;
    }

    private static List<String> or(List<String> own, List<String> other) {
        return own.isEmpty() ? other : own;
    }
}
