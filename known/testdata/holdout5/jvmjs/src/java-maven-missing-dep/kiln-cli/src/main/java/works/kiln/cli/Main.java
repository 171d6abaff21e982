package works.kiln.cli;

import works.kiln.core.Firing;
import works.kiln.export.JsonExport;

public final class Main {
    public static void main(String[] args) {
        Firing f = new Firing(args.length > 0 ? args[0] : "bisque");
        for (int t = 20; t <= 1000; t += 60) f.record(t);
        System.out.println(JsonExport.summary(f));
    }
}
