package net.quarry.indexer;

import java.nio.file.Path;
import java.util.List;

public class Main {
    public static void main(String[] args) throws Exception {
        Config config = Config.load(Path.of(args.length > 0 ? args[0] : "conf/indexer.properties"));
        Log.info("config: index=%s language=%s batch=%d", config.index(), config.language(), config.batchSize());
        List<Product> products = Catalog.read(config.catalog());
        Log.info("read %d products from %s", products.size(), config.catalog());
        Indexer indexer = Indexer.open(config);
        int n = 0;
        for (Product p : products) {
            indexer.add(p);
            if (++n % config.batchSize() == 0) {
                Log.info("indexed %d/%d", n, products.size());
            }
        }
        indexer.commit();
        Log.info("done: %d terms", indexer.termCount());
    }
}
