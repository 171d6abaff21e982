package com.harborline.warehouse;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class PickList {
    public record Line(String bin, String sku, int qty) {}

    private final List<Line> lines = new ArrayList<>();

    public void add(String bin, String sku, int qty) {
        lines.add(new Line(bin, sku, qty));
    }

    /** lines in walking order: by aisle letter, then bin number */
    public List<Line> route() {
        List<Line> out = new ArrayList<>(lines);
        out.sort(Comparator.comparing(Line::bin));
        return out;
    }
}
