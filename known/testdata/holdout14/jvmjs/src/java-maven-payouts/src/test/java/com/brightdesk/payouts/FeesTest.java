package com.brightdesk.payouts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FeesTest {
    @ParameterizedTest
    @CsvSource({"100.00, 3.50", "10.00, 0.50", "14.29, 0.50", "15.00, 0.53", "1234.56, 43.21"})
    void fee(String gross, String fee) {
        assertEquals(new BigDecimal(fee), Fees.fee(new BigDecimal(gross)));
    }

    @ParameterizedTest
    @CsvSource({"100.00, 96.50", "10.00, 9.50"})
    void net(String gross, String net) {
        assertEquals(new BigDecimal(net), Fees.net(new BigDecimal(gross)));
    }
}
