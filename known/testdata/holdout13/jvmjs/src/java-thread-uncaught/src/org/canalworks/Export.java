package org.canalworks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public final class Export {
    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        List<Gauge> gauges = new ArrayList<>();
        for (String l : lines.subList(1, lines.size())) {
            gauges.add(Gauge.parse(l));
        }
        System.out.println("export: " + gauges.size() + " gauges in 3 shards");
        Map<String, String> rows = new ConcurrentHashMap<>();
        List<Thread> shards = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            final int shard = s;
            Thread t = new Thread(() -> {
                for (int i = shard; i < gauges.size(); i += 3) {
                    Gauge g = gauges.get(i);
                    rows.put(g.id(), String.format("%s,%s,%+.2f", g.id(), g.station(), g.trend()));
                }
                System.out.println("export: shard " + shard + " done");
            }, "export-shard-" + s);
            shards.add(t);
            t.start();
            t.join();
        }
        for (Thread t : shards) {
            t.join();
        }
        if (rows.size() != gauges.size()) {
            System.err.println("export: error: " + (gauges.size() - rows.size()) + " of " + gauges.size()
                    + " gauges missing from the export; not publishing");
            System.exit(3);
        }
        rows.values().stream().sorted().forEach(System.out::println);
    }
}
