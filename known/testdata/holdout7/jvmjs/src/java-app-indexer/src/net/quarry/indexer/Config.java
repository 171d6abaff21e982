package net.quarry.indexer;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

record Config(String index, String language, int batchSize, Path catalog, Path stopWords) {
    static Config load(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
        }
        String language = p.getProperty("language", "en");
        return new Config(
            p.getProperty("index", "products"),
            language,
            Integer.parseInt(p.getProperty("batch.size", "100")),
            Path.of(p.getProperty("catalog")),
            Path.of(p.getProperty("stopwords.dir", "conf/stopwords"), language + ".txt"));
    }
}
