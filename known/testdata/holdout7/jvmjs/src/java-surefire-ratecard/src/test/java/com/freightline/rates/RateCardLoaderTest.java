package com.freightline.rates;

import static org.junit.jupiter.api.Assertions.*;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class RateCardLoaderTest {
    private final RateCardLoader loader = new RateCardLoader();

    @Test
    void loadsDomesticCard() throws Exception {
        RateCard card = loader.load("domestic-2024");
        assertEquals(5, card.size());
        assertEquals(new BigDecimal("8.45"), card.price(Zone.DOMESTIC, 3.2).orElseThrow());
    }

    @Test
    void loadsEuRoadCard() throws Exception {
        RateCard card = loader.load("eu-road-2024");
        assertEquals(10, card.size());
        assertEquals(new BigDecimal("24.10"), card.price(Zone.EU2, 7).orElseThrow());
    }

    @Test
    void missingCardIsReported() {
        RateCardException e = assertThrows(RateCardException.class, () -> loader.load("eu-air-2024"));
        assertTrue(e.getMessage().contains("eu-air-2024"));
    }
}
