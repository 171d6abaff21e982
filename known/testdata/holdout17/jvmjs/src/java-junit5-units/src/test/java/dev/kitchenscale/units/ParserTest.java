package dev.kitchenscale.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ParserTest {
    @Test
    void parsesSpacedAndUnspaced() {
        assertEquals(new Quantity(250, "g"), Parser.parse("250 g"));
        assertEquals(new Quantity(1.5, "kg"), Parser.parse("1.5kg"));
    }

    @Test
    void acceptsCapitalisedUnits() {
        assertEquals(new Quantity(2, "tbsp"), Parser.parse("2 Tbsp"));
    }

    @Test
    void rejectsText() {
        assertThrows(IllegalArgumentException.class, () -> Parser.parse("a pinch"));
    }
}
