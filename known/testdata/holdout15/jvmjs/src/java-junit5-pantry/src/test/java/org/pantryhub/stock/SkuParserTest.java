package org.pantryhub.stock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SkuParserTest {
    @ParameterizedTest
    @CsvSource({"PH-00421-B, 421", "PH-00107-A, 107", "PH-00001-Z, 1", "PH-12000-C, 12000"})
    void readsTheNumber(String sku, int expected) {
        assertEquals(expected, SkuParser.number(sku));
    }

    @Test
    void rejectsOtherPrefixes() {
        assertThrows(IllegalArgumentException.class, () -> SkuParser.number("XX-00421-B"));
    }

    @Test
    void rejectsALetterInTheNumber() {
        assertThrows(IllegalArgumentException.class, () -> SkuParser.number("PH-0O421-B"));
    }
}
