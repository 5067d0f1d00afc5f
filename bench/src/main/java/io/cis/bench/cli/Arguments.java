package io.cis.bench.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Command-line options of the form {@code --name value}, read with a default; an unknown name is refused. */
public final class Arguments {

    private final Map<String, String> values = new HashMap<>();

    public Arguments(String[] args, Set<String> names) {
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("options come in pairs --name value: " + String.join(" ", args));
        }
        for (int i = 0; i < args.length; i += 2) {
            String name = args[i].startsWith("--") ? args[i].substring(2) : "";
            if (!names.contains(name)) {
                throw new IllegalArgumentException("unknown option " + args[i] + "; known: " + names);
            }
            values.put(name, args[i + 1]);
        }
    }

    public String text(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    public String required(String name) {
        String value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException("--" + name + " is required");
        }
        return value;
    }

    public long number(String name, long fallback) {
        return values.containsKey(name) ? Long.parseLong(values.get(name)) : fallback;
    }

    public double decimal(String name, double fallback) {
        return values.containsKey(name) ? Double.parseDouble(values.get(name)) : fallback;
    }

    public Duration seconds(String name, long fallback) {
        return Duration.ofSeconds(number(name, fallback));
    }

    public Path path(String name, String fallback) {
        String value = text(name, fallback);
        return value == null ? null : Path.of(value);
    }

    /** A comma-separated list of whole numbers, such as {@code 1,4,16}. */
    public List<Integer> numbers(String name, String fallback) {
        return Arrays.stream(text(name, fallback).split(",")).map(String::trim).map(Integer::parseInt).toList();
    }
}
