package org.quayline.dispatch;

import java.nio.file.Path;

public final class Main {
    public static void main(String[] args) {
        Manifest m = Manifest.load(Path.of(args[0]));
        Route r = new Route(args.length > 1 ? args[1] : "VAN-1");
        for (String p : m.parcels()) r.add(p.substring(p.indexOf(':') + 1));
        System.out.println(r + " surcharge=" + r.surchargePence());
    }
}
