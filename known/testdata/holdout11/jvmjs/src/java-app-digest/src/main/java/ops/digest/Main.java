package ops.digest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

public final class Main {
    public static void main(String[] args) throws IOException {
        Settings settings = Settings.load(Paths.get(args[0]));
        List<Ticket> tickets = new ArrayList<>();
        try (Stream<Path> files = Files.list(Paths.get(args[1]))) {
            for (Path f : files.sorted().toList()) {
                System.out.println("INFO reading " + f);
                int n = 0;
                for (String line : Files.readAllLines(f)) {
                    if (n++ == 0) {
                        continue;
                    }
                    String[] c = line.split(",", -1);
                    if (c.length != 4) {
                        System.out.println("ERROR " + f.getFileName() + ":" + n + ": expected 4 fields, got " + c.length + " (row skipped)");
                        continue;
                    }
                    tickets.add(new Ticket(c[0], c[1], c[2], Integer.parseInt(c[3])));
                }
            }
        }
        long failedOrError = tickets.stream().filter(t -> t.status().equals("error") || t.status().equals("failed")).count();
        System.out.println("INFO " + tickets.size() + " tickets loaded, " + failedOrError + " in status error/failed (kept)");
        System.out.println(Digest.render(settings, tickets));
    }
}
