package io.cashbook.importer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public final class Main {
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "statements");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".csv")).sorted().collect(Collectors.toList());
        }
        System.out.println("cashbook-import: " + files.size() + " statement files in " + dir);
        Ledger ledger = new Ledger();
        StatementParser parser = new StatementParser();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Integer>> jobs = new ArrayList<>();
            for (Path f : files) {
                jobs.add(pool.submit(() -> {
                    List<Entry> entries = parser.parse(f);
                    entries.forEach(ledger::post);
                    return entries.size();
                }));
            }
            for (int i = 0; i < jobs.size(); i++) {
                int n = jobs.get(i).get();
                System.out.println("imported " + files.get(i).getFileName() + ": " + n + " entries");
            }
        } finally {
            pool.shutdown();
        }
        ledger.balances().forEach((acct, cents) ->
                System.out.printf("%-12s %12.2f%n", acct, cents / 100.0));
    }
}
