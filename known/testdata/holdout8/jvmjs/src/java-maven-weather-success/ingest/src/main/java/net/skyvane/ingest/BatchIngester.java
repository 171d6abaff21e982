package net.skyvane.ingest;

import java.util.ArrayList;
import java.util.List;
import net.skyvane.model.Reading;

public final class BatchIngester {
    private final LineParser parser = new LineParser();
    private final List<Reading> accepted = new ArrayList<>();
    private int rejected;

    public void ingest(String batchId, List<String> lines) {
        int ok = 0;
        int bad = 0;
        for (String line : lines) {
            try {
                accepted.add(parser.parse(line));
                ok++;
            } catch (IllegalArgumentException e) {
                bad++;
                System.out.println("WARN  ingest: batch " + batchId + " rejected line: " + e.getMessage());
            }
        }
        rejected += bad;
        System.out.println("INFO  ingest: batch " + batchId + " accepted " + ok + " readings, rejected " + bad);
    }

    public List<Reading> accepted() {
        return accepted;
    }

    public int rejected() {
        return rejected;
    }
}
