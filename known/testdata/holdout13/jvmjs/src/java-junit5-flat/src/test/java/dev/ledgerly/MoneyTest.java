package dev.ledgerly;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void formatsTwoDecimals() {
        assertEquals("EUR 12.50", Money.format(new BigDecimal("12.5")));
    }

    @Test
    void splitsEvenly() {
        BigDecimal[] s = Money.split(new BigDecimal("9.00"), 3);
        assertArrayEquals(new BigDecimal[] {new BigDecimal("3.00"), new BigDecimal("3.00"), new BigDecimal("3.00")}, s);
    }

    @Test
    void splitKeepsEveryCent() {
        BigDecimal[] s = Money.split(new BigDecimal("10.00"), 3);
        BigDecimal total = BigDecimal.ZERO;
        for (BigDecimal b : s) {
            total = total.add(b);
        }
        assertEquals(new BigDecimal("10.00"), total, "shares must add up to the amount");
    }
}
