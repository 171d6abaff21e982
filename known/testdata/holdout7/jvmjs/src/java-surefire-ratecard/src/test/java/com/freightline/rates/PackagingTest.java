package com.freightline.rates;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PackagingTest {
    @ParameterizedTest(name = "{0}x{1}x{2} -> {3}")
    @CsvSource({
        "20, 15, 5, S", "8, 25, 18, S", "26, 10, 5, M", "30, 20, 15, M", "25, 35, 15, M", "40, 30, 20, L",
        "45, 35, 25, L", "46, 10, 10, XL", "60, 40, 40, XL", "30, 30, 30, XL", "10, 10, 19, M", "44, 34, 26, XL"})
    void smallestFitting(int a, int b, int c, String code) {
        assertEquals(code, Packaging.smallestFitting(a, b, c).code());
    }

    @ParameterizedTest(name = "{0}x{1}x{2} fits nothing")
    @CsvSource({"61, 10, 10", "50, 50, 50", "100, 5, 5"})
    void tooBig(int a, int b, int c) {
        assertNull(Packaging.smallestFitting(a, b, c));
    }
}
