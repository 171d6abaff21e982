package net.fieldnote.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

public final class Main {
    public static void main(String[] args) throws IOException {
        Path csv = Path.of(args[0]);
        System.out.println("[report] loading " + csv);
        List<Observation> rows = CsvLoader.load(csv);
        System.out.println("[report] " + rows.size() + " observations loaded");
        SiteSummary summary = new SiteSummary(SiteRegistry.defaults());
        for (Observation o : rows) {
            summary.add(o);
        }
        System.out.print(summary.render());
    }
}
