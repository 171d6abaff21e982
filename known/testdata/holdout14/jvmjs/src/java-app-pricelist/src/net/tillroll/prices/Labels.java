package net.tillroll.prices;

import java.nio.file.Path;
import java.util.logging.Logger;

/** Prints shelf-edge labels for the skus given on the command line. */
public final class Labels {
    private static final Logger LOG = Logger.getLogger("labels");

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        LOG.info("loading " + file);
        PriceList list = PriceList.load(file);
        LOG.info(list.size() + " items");
        for (int i = 1; i < args.length; i++) {
            long p = list.price(args[i]);
            System.out.printf("%-8s %-28s £%d.%02d%n", args[i], list.name(args[i]), p / 100, p % 100);
        }
    }
}
