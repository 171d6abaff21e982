package io.ledgerline.tax;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigDecimal;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TaxCalculatorTest {
    private final TaxCalculator calc = new TaxCalculator();

    @ParameterizedTest
    @CsvSource({
        "100.00, STANDARD, 21.00",
        "19.99, STANDARD, 4.20",
        "10.00, REDUCED, 0.90",
        "55.55, ZERO, 0.00",
    })
    void vatIsRoundedToCents(String net, VatRate rate, String vat) {
        assertEquals(new BigDecimal(vat), calc.vat(new BigDecimal(net), rate));
    }

    @Test
    void grossAddsVat() {
        assertEquals(new BigDecimal("121.00"), calc.gross(new BigDecimal("100.00"), VatRate.STANDARD));
    }

    @Test
    void netFromGross() {
        assertEquals(new BigDecimal("100.00"), calc.netFromGross(new BigDecimal("121.00"), VatRate.STANDARD));
    }
}
