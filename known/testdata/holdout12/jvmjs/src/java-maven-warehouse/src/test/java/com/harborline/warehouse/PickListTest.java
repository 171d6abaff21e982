package com.harborline.warehouse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class PickListTest {
    @Test
    void walksAislesInOrder() {
        PickList p = new PickList();
        p.add("C-04", "HB-3", 1);
        p.add("A-12", "HB-1", 2);
        p.add("B-01", "HB-2", 1);
        assertEquals(List.of("A-12", "B-01", "C-04"), p.route().stream().map(PickList.Line::bin).toList());
    }
}
