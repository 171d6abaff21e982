package news.feedmerge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Merges several feeds into one timeline, newest first, one entry per guid. */
public final class Merger {
    private Merger() {}

    public static List<Item> merge(List<List<Item>> feeds) {
        Map<String, Item> byGuid = new LinkedHashMap<>();
        for (List<Item> feed : feeds) {
            for (Item i : feed) {
                byGuid.putIfAbsent(i.guid(), i);
            }
        }
        List<Item> all = new ArrayList<>(byGuid.values());
        all.sort(Comparator.comparing(Item::published));
        return all;
    }
}
