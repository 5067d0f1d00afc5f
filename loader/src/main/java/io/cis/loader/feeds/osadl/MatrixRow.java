package io.cis.loader.feeds.osadl;

import io.cis.engine.licenses.CopyleftClass;
import java.util.List;

/**
 * One leading license of the OSADL compatibility matrix: the licenses whose code may go into a work under it
 * ({@code Yes}, and itself, {@code Same}), may depending on the case ({@code Check dependency}), and may not
 * ({@code No}), in the matrix's order; {@code Unknown} is in none of the lists. {@code copyleftClass} is what the
 * matrix's explanations say of the license itself.
 */
record MatrixRow(String license, List<String> compatibility, List<String> dependingCompatibility,
                 List<String> incompatibility, CopyleftClass copyleftClass) {

    MatrixRow {
        compatibility = List.copyOf(compatibility);
        dependingCompatibility = List.copyOf(dependingCompatibility);
        incompatibility = List.copyOf(incompatibility);
    }

    MatrixRow withCopyleftClass(CopyleftClass classified) {
        return new MatrixRow(license, compatibility, dependingCompatibility, incompatibility, classified);
    }
}
