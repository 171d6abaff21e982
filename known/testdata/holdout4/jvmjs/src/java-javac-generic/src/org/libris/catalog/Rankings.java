package org.libris.catalog;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

public final class Rankings {
    private Rankings() {}

    /** The n keys with the highest values, highest first. */
    public static <K, V extends Comparable<V>> List<K> topKeys(Map<K, V> scores, int n) {
        return scores.entrySet().stream()
            .sorted(Map.Entry.<K, V>comparingByValue().reversed())
            .limit(n)
            .map(Map.Entry::getValue)
            .collect(Collectors.toList());
    }

    /** Groups items by a key and counts each group. */
    public static <T, K> Map<K, Long> countBy(List<T> items, Function<? super T, ? extends K> key) {
        return items.stream().collect(Collectors.groupingBy(key, Collectors.counting()));
    }

    public static List<Book> oldestFirst(List<Book> books) {
        return books.stream().sorted(Comparator.comparingInt(Book::year)).collect(Collectors.toList());
    }
}
