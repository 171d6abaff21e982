package com.tallyhouse.invoice;

import static org.junit.jupiter.api.Assertions.*;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class TotalsTest {
    private final List<Totals.Line> lines = List.of(
        new Totals.Line("consulting (hours)", 6, Money.of("95.00")),
        new Totals.Line("travel", 1, Money.of("42.30")));

    @Test
    void net() {
        assertEquals(Money.of("612.30"), Totals.net(lines));
    }

    @Test
    void vatAtTwentyOnePercent() {
        assertEquals(Money.of("128.58"), Totals.vat(lines, new BigDecimal("21")));
    }

    @Test
    void gross() {
        assertEquals(Money.of("740.88"), Totals.gross(lines, new BigDecimal("21")));
    }
}
