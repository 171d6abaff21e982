package com.palletline.stock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShelfPickTest {
    private final List<StockLine> bins = List.of(
            new StockLine("SKU-1", "A-01", 10, 2),
            new StockLine("SKU-1", "B-07", 40, 0),
            new StockLine("SKU-1", "C-03", 5, 5));

    @Test
    void takesFromFullestBinFirst() {
        assertEquals(List.of(new PickList.Pick("B-07", 30)), PickList.plan(bins, 30));
    }

    @Test
    void spillsIntoNextBin() {
        assertEquals(45, PickList.plan(bins, 45).stream().mapToInt(PickList.Pick::quantity).sum());
    }

    @Test
    void refusesWhenShort() {
        assertThrows(IllegalStateException.class, () -> PickList.plan(bins, 49));
    }
}
