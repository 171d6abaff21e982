package com.palletline.stock;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Picks an order quantity from the bins of one SKU, fullest bin first. */
public final class PickList {
    public record Pick(String bin, int quantity) {}

    private PickList() {}

    public static List<Pick> plan(List<StockLine> bins, int wanted) {
        List<StockLine> order = new ArrayList<>(bins);
        order.sort(Comparator.comparingInt(StockLine::available));
        List<Pick> picks = new ArrayList<>();
        int left = wanted;
        for (StockLine b : order) {
            if (left == 0) break;
            int take = Math.min(left, b.available());
            if (take > 0) {
                picks.add(new Pick(b.bin(), take));
                left -= take;
            }
        }
        if (left > 0) throw new IllegalStateException("short by " + left + " for " + wanted);
        return picks;
    }
}
