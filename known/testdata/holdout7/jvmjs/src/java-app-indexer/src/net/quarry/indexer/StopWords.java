package net.quarry.indexer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

final class StopWords {
    private final Set<String> words;

    private StopWords(Set<String> words) {
        this.words = words;
    }

    static StopWords load(Path file, String language) {
        try {
            Set<String> words = new HashSet<>();
            for (String line : Files.readAllLines(file)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    words.add(line.trim().toLowerCase(Locale.ROOT));
                }
            }
            return new StopWords(words);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read stop words for '" + language + "'", e);
        }
    }

    boolean contains(String word) {
        return words.contains(word);
    }
}
