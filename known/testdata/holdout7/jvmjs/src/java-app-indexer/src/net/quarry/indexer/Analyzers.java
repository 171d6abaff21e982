package net.quarry.indexer;

final class Analyzers {
    private Analyzers() {}

    static StopWords forLanguage(Config config) {
        Log.info("loading stop words from %s", config.stopWords());
        return StopWords.load(config.stopWords(), config.language());
    }
}
