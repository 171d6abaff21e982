package net.edgeguard.cidr;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Longest-prefix lookup over a list of "cidr,label" lines. */
public class CidrTable {
    private record Entry(Cidr cidr, String label) {}

    private final List<Entry> entries = new ArrayList<>();

    public static CidrTable load(Reader csv) {
        CidrTable t = new CidrTable();
        try (BufferedReader in = new BufferedReader(csv)) {
            String line;
            int n = 0;
            while ((line = in.readLine()) != null) {
                n++;
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] f = line.split(",", 2);
                try {
                    t.entries.add(new Entry(Cidr.parse(f[0].trim()), f[1].trim()));
                } catch (IllegalArgumentException e) {
                    throw new IllegalStateException("line " + n + " of the CIDR table is invalid", e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return t;
    }

    public Optional<String> lookup(String ip) {
        long v = Ipv4.toLong(ip);
        Entry best = null;
        for (Entry e : entries) {
            if (e.cidr().contains(v) && (best == null || e.cidr().prefix() < best.cidr().prefix())) {
                best = e;
            }
        }
        return Optional.ofNullable(best).map(Entry::label);
    }
}
