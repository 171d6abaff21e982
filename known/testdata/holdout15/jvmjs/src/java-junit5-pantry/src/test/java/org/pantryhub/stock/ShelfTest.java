package org.pantryhub.stock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertIterableEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ShelfTest {
    private Shelf shelf;

    @BeforeEach
    void stock() {
        shelf = new Shelf();
        shelf.put(new Item("PH-00421-B", "oat milk", "dairy-free", 12));
        shelf.put(new Item("PH-00107-A", "basmati", "grains", 4));
        shelf.put(new Item("PH-00421-B", "oat milk", "dairy-free", 6));
        shelf.put(new Item("PH-00933-C", "tinned tomatoes", "cans", 20));
        shelf.put(new Item("PH-00210-A", "red lentils", "grains", 9));
    }

    @Test
    void countsAcrossShelvings() {
        assertEquals(18, shelf.count("PH-00421-B"));
    }

    @Test
    void unknownSkuCountsZero() {
        assertEquals(0, shelf.count("PH-99999-Z"));
    }

    @Test
    void aislesInShelvingOrder() {
        assertIterableEquals(List.of("dairy-free", "grains", "cans"), shelf.aisles());
    }

    @Test
    void plentyIsNotLow() {
        assertFalse(shelf.isLow("PH-00933-C", 5));
    }

    @Test
    void atTheReorderLevelIsLow() {
        assertTrue(shelf.isLow("PH-00107-A", 4), "basmati at its reorder level counts as low");
    }
}
