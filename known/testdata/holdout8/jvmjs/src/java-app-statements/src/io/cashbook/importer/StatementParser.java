package io.cashbook.importer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.List;

/** Parses one bank statement export (semicolon separated, ISO dates). */
public final class StatementParser {
    // strict: reject 2024-02-30 instead of silently rolling it to 2024-02-29
    private static final DateTimeFormatter BOOKED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd").withResolverStyle(ResolverStyle.STRICT);

    public List<Entry> parse(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Entry> out = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(";", -1);
            LocalDate booked = LocalDate.parse(f[0], BOOKED);
            long cents = Math.round(Double.parseDouble(f[2].replace(',', '.')) * 100);
            out.add(new Entry(booked, f[1], cents, f[3]));
        }
        return out;
    }
}
