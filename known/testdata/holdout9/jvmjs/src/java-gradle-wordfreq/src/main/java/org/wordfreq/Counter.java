package org.wordfreq;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Counter {
    private final Map<String, Integer> counts = new HashMap<>();

    public void addAll(List<String> tokens) {
        for (String t : tokens) {
            counts.merge(t, 1, Integer::sum);
        }
    }

    public List<Map.Entry<String, Integer>> top(int n) {
        List<Map.Entry<String, Integer>> all = new ArrayList<>(counts.entrySet());
        all.sort(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder())
            .thenComparing(Map.Entry.comparingByKey()));
        return all.subList(0, Math.min(n, all.size()));
    }
}
