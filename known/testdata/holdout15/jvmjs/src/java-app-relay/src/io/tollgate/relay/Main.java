package io.tollgate.relay;

import java.nio.file.Path;
import java.util.logging.Logger;

public final class Main {
    private static final Logger LOG = Logger.getLogger(Main.class.getName());

    public static void main(String[] args) throws Exception {
        Path conf = Path.of(args.length > 0 ? args[0] : "conf/relay.properties");
        System.out.println("relay: reading " + conf);
        Settings s = Settings.load(conf);
        Relay r = Relay.from(s);
        System.out.println("relay: ready, " + r.describe());
    }
}
