package com.freightline.rates;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class WeightBandTest {
    @Test void parses() { assertEquals(new WeightBand(2, 5), WeightBand.parse("2-5")); }
    @Test void toleratesSpaces() { assertEquals(new WeightBand(10, 20), WeightBand.parse(" 10 - 20 ")); }
    @Test void upperBoundIncluded() { assertTrue(WeightBand.parse("0-2").contains(2.0)); }
    @Test void lowerBoundExcluded() { assertFalse(WeightBand.parse("2-5").contains(2.0)); }
    @Test void rejectsNoDash() { assertThrows(IllegalArgumentException.class, () -> WeightBand.parse("5")); }
    @Test void rejectsEmptyBand() { assertThrows(IllegalArgumentException.class, () -> WeightBand.parse("5-5")); }
}
