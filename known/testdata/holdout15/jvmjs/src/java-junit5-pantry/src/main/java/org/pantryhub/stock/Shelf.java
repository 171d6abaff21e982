package org.pantryhub.stock;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

public final class Shelf {
    private final List<Item> items = new ArrayList<>();

    public void put(Item item) { items.add(item); }

    /** the aisles to visit, in the order the items were shelved */
    public List<String> aisles() {
        Set<String> seen = new HashSet<>();
        for (Item i : items) {
            seen.add(i.aisle());
        }
        return new ArrayList<>(seen);
    }

    /** at or under the reorder level */
    public boolean isLow(String sku, int reorderLevel) {
        return count(sku) < reorderLevel;
    }

    public int count(String sku) {
        return items.stream().filter(i -> i.sku().equals(sku)).mapToInt(Item::quantity).sum();
    }
}
