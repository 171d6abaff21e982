package net.quarry.indexer;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

final class Indexer {
    private final StopWords stopWords;
    private final Map<String, Set<String>> postings = new TreeMap<>();

    private Indexer(StopWords stopWords) {
        this.stopWords = stopWords;
    }

    static Indexer open(Config config) {
        try {
            return new Indexer(Analyzers.forLanguage(config));
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot open index '" + config.index() + "'", e);
        }
    }

    void add(Product p) {
        for (String term : (p.title() + " " + p.description()).toLowerCase(Locale.ROOT).split("\\W+")) {
            if (!term.isEmpty() && !stopWords.contains(term)) {
                postings.computeIfAbsent(term, t -> new TreeSet<>()).add(p.sku());
            }
        }
    }

    void commit() {
        Log.info("commit: %d terms", postings.size());
    }

    int termCount() {
        return postings.size();
    }
}
