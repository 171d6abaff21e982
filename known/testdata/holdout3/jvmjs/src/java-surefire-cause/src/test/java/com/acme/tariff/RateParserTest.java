package com.acme.tariff;

import static org.junit.Assert.assertEquals;

import java.math.BigDecimal;
import org.junit.Test;

public class RateParserTest {
    @Test public void plainNumber() { assertEquals(new BigDecimal("7.5"), RateParser.percent("7.5")); }
    @Test public void withPercentSign() { assertEquals(new BigDecimal("8.0"), RateParser.percent("8%")); }
    @Test public void spacesAroundSign() { assertEquals(new BigDecimal("4.7"), RateParser.percent(" 4.7 % ")); }
    @Test public void zero() { assertEquals(new BigDecimal("0.0"), RateParser.percent("0%")); }
    @Test(expected = NumberFormatException.class) public void rejectsWords() { RateParser.percent("free"); }
}
