package com.freightline.rates;

import static org.junit.jupiter.api.Assertions.*;

import java.math.BigDecimal;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class QuoteEngineTest {
    private final RateCardLoader loader = new RateCardLoader();
    private QuoteEngine domestic;

    @BeforeEach
    void setUp() throws Exception {
        domestic = new QuoteEngine(ZoneMap.standard(), loader.load("domestic-2024"), new FuelSurcharge("8.5"));
    }

    @Test
    void smallDomesticParcel() {
        assertEquals(new BigDecimal("7.54"), domestic.quote(new Parcel(1.2, 30, 20, 10), "NL", "3011 AB"));
    }

    @Test
    void mediumDomesticParcel() {
        assertEquals(new BigDecimal("12.91"), domestic.quote(new Parcel(6.0, 40, 30, 20), "NL", "1012 JS"));
    }

    @Test
    void bulkyDomesticParcelPriced() {
        assertEquals(new BigDecimal("12.91"), domestic.quote(new Parcel(2.0, 50, 40, 20), "NL", "9711 LM"));
    }

    @Test
    void noPriceAboveHeaviestBand() {
        assertThrows(IllegalArgumentException.class, () -> domestic.quote(new Parcel(40.0, 80, 60, 60), "NL", "3011 AB"));
    }

    @Test
    void quotesFranceFromEuCard() throws Exception {
        QuoteEngine eu = new QuoteEngine(ZoneMap.standard(), loader.load("eu-road-2024"), new FuelSurcharge("8.5"));
        assertEquals(new BigDecimal("26.15"), eu.quote(new Parcel(6.5, 40, 30, 30), "FR", "69002"));
    }
}
