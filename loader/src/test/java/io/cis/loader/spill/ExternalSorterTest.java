package io.cis.loader.spill;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExternalSorterTest {

    @TempDir
    Path dir;

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static List<String> read(ExternalSorter sorter) {
        List<String> out = new ArrayList<>();
        try (SortedEntries entries = sorter.sorted()) {
            entries.forEachRemaining(e -> out.add(new String(e.key(), StandardCharsets.UTF_8) + "="
                    + new String(e.value(), StandardCharsets.UTF_8)));
        }
        return out;
    }

    @Test
    void recordsComeBackInUnsignedByteOrderWhetherInMemoryOrSpilled() {
        List<String> keys = new ArrayList<>();
        Random random = new Random(7);
        for (int i = 0; i < 5_000; i++) {
            keys.add("pkg:npm/c" + random.nextInt(100_000) + (i % 3 == 0 ? "\u00e9" : ""));
        }
        List<String> expected = keys.stream().sorted((a, b) -> java.util.Arrays.compareUnsigned(bytes(a), bytes(b)))
                .map(k -> k + "=v").toList();
        try (ExternalSorter inMemory = new ExternalSorter(new SpillSpace(dir.resolve("big"), 1L << 30), "t");
             ExternalSorter spilling = new ExternalSorter(new SpillSpace(dir.resolve("small"), 4_096), "t")) {
            keys.forEach(k -> inMemory.add(bytes(k), bytes("v")));
            keys.forEach(k -> spilling.add(bytes(k), bytes("v")));
            assertThat(inMemory.spilledRuns()).isZero();
            assertThat(spilling.spilledRuns()).isGreaterThan(10);
            assertThat(read(inMemory)).containsExactlyElementsOf(expected);
            assertThat(read(spilling)).containsExactlyElementsOf(expected);
        }
    }

    @Test
    void equalKeysKeepTheOrderTheyWereAddedInAcrossRuns() {
        try (ExternalSorter sorter = new ExternalSorter(new SpillSpace(dir, 200), "t")) {
            for (int i = 0; i < 50; i++) {
                sorter.add(bytes(i % 2 == 0 ? "b" : "a"), bytes(String.format("%02d", i)));
            }
            List<String> read = read(sorter);
            assertThat(sorter.spilledRuns()).isGreaterThan(1);
            assertThat(read).hasSize(50);
            assertThat(read.subList(0, 25)).allMatch(r -> r.startsWith("a=")).isSorted();
            assertThat(read.subList(25, 50)).allMatch(r -> r.startsWith("b=")).isSorted();
        }
    }

    @Test
    void readingTwiceAndAddingBetweenReadsSeesEveryRecord() {
        try (ExternalSorter sorter = new ExternalSorter(new SpillSpace(dir, 100), "t")) {
            sorter.add(bytes("m"), bytes("1"));
            sorter.add(bytes("c"), bytes("2"));
            assertThat(read(sorter)).containsExactly("c=2", "m=1");
            sorter.add(bytes("a"), bytes("3"));
            assertThat(read(sorter)).containsExactly("a=3", "c=2", "m=1");
            assertThat(sorter.size()).isEqualTo(3);
        }
    }

    @Test
    void closingDeletesTheSpilledRunsAndNothingIsWrittenBelowTheBudget() throws Exception {
        Path small = dir.resolve("small");
        Path big = dir.resolve("big");
        ExternalSorter spilling = new ExternalSorter(new SpillSpace(small, 100), "t");
        ExternalSorter resident = new ExternalSorter(new SpillSpace(big, 1 << 20), "t");
        for (int i = 0; i < 20; i++) {
            spilling.add(bytes("k" + i), bytes("value"));
            resident.add(bytes("k" + i), bytes("value"));
        }
        try (Stream<Path> files = Files.list(small)) {
            assertThat(files.count()).isEqualTo(spilling.spilledRuns()).isPositive();
        }
        assertThat(big).doesNotExist();
        spilling.close();
        resident.close();
        try (Stream<Path> files = Files.list(small)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void stoppingEarlyAndClosingReleasesTheRunFiles() throws Exception {
        try (ExternalSorter sorter = new ExternalSorter(new SpillSpace(dir, 100), "t")) {
            for (int i = 0; i < 40; i++) {
                sorter.add(bytes("k" + (char) ('a' + i % 26) + i), bytes("v"));
            }
            try (SortedEntries entries = sorter.sorted()) {
                assertThat(entries.next().key()).startsWith(bytes("ka"));
            }
            assertThat(read(sorter)).hasSize(40);
        }
    }

    @Test
    void farMoreRunsThanOneReadMergesComeBackSortedWithEqualKeysInTheOrderAdded() throws Exception {
        Path spill = dir.resolve("many");
        try (ExternalSorter sorter = new ExternalSorter(new SpillSpace(spill, 100), "t")) {
            for (int i = 0; i < 5_000; i++) {
                sorter.add(bytes("k" + (i * 7919 % 13)), bytes(String.format("%04d", i)));
            }
            assertThat(sorter.spilledRuns()).as("several merge passes' worth").isGreaterThan(10 * ExternalSorter.FAN_IN);
            List<String> read = read(sorter);
            assertThat(sorter.spilledRuns()).isLessThanOrEqualTo(ExternalSorter.FAN_IN);
            try (Stream<Path> files = Files.list(spill)) {
                assertThat(files.count()).as("merged runs are deleted").isEqualTo(sorter.spilledRuns());
            }
            assertThat(read).hasSize(5_000);
            for (int k = 0; k < 13; k++) {
                String key = "k" + k + "=";
                int of = k;
                List<String> added = java.util.stream.IntStream.range(0, 5_000).filter(i -> i * 7919 % 13 == of)
                        .mapToObj(i -> key + String.format("%04d", i)).toList();
                assertThat(read.stream().filter(r -> r.startsWith(key)).toList()).as(key).isEqualTo(added);
            }
            assertThat(read).isSortedAccordingTo((a, b) -> java.util.Arrays.compareUnsigned(
                    bytes(a.substring(0, a.indexOf('='))), bytes(b.substring(0, b.indexOf('=')))));
            assertThat(read(sorter)).as("read again").isEqualTo(read);
        }
    }

    @Test
    void spilledRunsAreCompressedAndADamagedOneFailsNamingItsFile() throws Exception {
        Path spill = dir.resolve("damaged");
        try (ExternalSorter sorter = new ExternalSorter(new SpillSpace(spill, 64 * 1024), "t")) {
            String json = "{\"purl\":\"pkg:npm/left-pad\",\"version\":\"1.3.0\",\"license\":\"MIT\"}";
            long written = 0;
            for (int i = 0; i < 2_000; i++) {
                byte[] value = bytes(json + i);
                sorter.add(bytes("k" + i), value);
                written += value.length;
            }
            Path run;
            try (Stream<Path> files = Files.list(spill)) {
                List<Path> runs = files.toList();
                assertThat(runs).isNotEmpty();
                run = runs.get(0);
                long onDisk = 0;
                for (Path file : runs) {
                    onDisk += Files.size(file);
                }
                assertThat(onDisk).as("repetitive JSON shrinks on disk").isLessThan(written / 3);
            }
            byte[] bytes = Files.readAllBytes(run);
            Files.write(run, java.util.Arrays.copyOf(bytes, bytes.length - 5));

            assertThatThrownBy(() -> read(sorter))
                    .isInstanceOf(java.io.UncheckedIOException.class)
                    .hasMessageContaining(run.toString())
                    .hasMessageContaining("cannot read spilled records");
        }
    }

    @Test
    void aRecordLargerThanABufferSlabOrARunBlockComesBackWholeAmongSmallOnes() {
        byte[] large = new byte[RecordBuffer.SLAB + RunFile.BLOCK + 3];
        new Random(11).nextBytes(large);
        for (long budget : new long[] {1L << 30, 1024}) {
            try (ExternalSorter sorter = new ExternalSorter(new SpillSpace(dir.resolve("large-" + budget), budget), "t")) {
                sorter.add(bytes("m"), bytes("before"));
                sorter.add(bytes("k"), large);
                sorter.add(bytes("a"), bytes("after"));
                sorter.add(bytes("k"), bytes("small"));
                List<KeyValue> read = new ArrayList<>();
                try (SortedEntries entries = sorter.sorted()) {
                    entries.forEachRemaining(read::add);
                }
                assertThat(read).extracting(entry -> new String(entry.key(), StandardCharsets.UTF_8))
                        .containsExactly("a", "k", "k", "m");
                assertThat(read.get(1).value()).as("budget " + budget).isEqualTo(large);
                assertThat(read.get(2).value()).isEqualTo(bytes("small"));
                assertThat(sorter.spilledRuns() > 0).isEqualTo(budget == 1024);
            }
        }
    }
}
