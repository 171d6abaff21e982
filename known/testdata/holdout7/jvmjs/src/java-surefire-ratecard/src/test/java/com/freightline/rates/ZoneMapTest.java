package com.freightline.rates;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ZoneMapTest {
    private final ZoneMap zones = ZoneMap.standard();

    @ParameterizedTest
    @CsvSource({
        "NL, 3011 AB, DOMESTIC", "BE, 2000, EU1", "DE, 10115, EU1", "DE, 27498, EU2", "FR, 75001, EU2",
        "ES, 28001, EU2", "ES, 07001, EU3", "ES, 35001, REST_OF_WORLD", "PT, 1100-148, EU3",
        "PT, 9500-054, REST_OF_WORLD", "SE, 111 22, EU3", "US, 10001, REST_OF_WORLD"})
    void zoneFor(String country, String postcode, Zone expected) {
        assertEquals(expected, zones.zoneFor(country, postcode));
    }
}
