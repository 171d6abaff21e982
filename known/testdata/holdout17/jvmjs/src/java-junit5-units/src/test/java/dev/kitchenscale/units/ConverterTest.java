package dev.kitchenscale.units;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConverterTest {
    @ParameterizedTest(name = "{0} {1} = {2} {3}")
    @CsvSource({
        "1, kg, 1000, g",
        "8, oz, 226.8, g",
        "3, tsp, 1, tbsp",
        "1, cup, 240, ml",
        "1, tsp, 4.93, ml",
        "2, lb, 0.9, kg",
    })
    void converts(double amount, String from, double expected, String to) {
        assertEquals(expected, Converter.convert(new Quantity(amount, from), to).amount());
    }

    @Test
    void refusesMassToVolume() {
        assertThrows(IllegalArgumentException.class, () -> Converter.convert(new Quantity(1, "kg"), "ml"));
    }

    @Test
    void displaysWholeAndFractionalAmounts() {
        assertAll(
                () -> assertEquals("250 g", new Quantity(250, "g").display()),
                () -> assertEquals("1.5 kg", new Quantity(1.5, "kg").display()),
                () -> assertEquals("0.25 cup", new Quantity(0.25, "cup").display()));
    }
}
