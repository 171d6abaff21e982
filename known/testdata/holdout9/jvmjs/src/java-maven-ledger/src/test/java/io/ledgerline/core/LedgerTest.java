package io.ledgerline.core;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.LocalDate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LedgerTest {
    private Ledger ledger;

    @BeforeEach
    void setUp() {
        ledger = new Ledger();
        ledger.book(new Entry("E1", LocalDate.of(2024, 3, 1), "4000", new BigDecimal("120.00")));
        ledger.book(new Entry("E2", LocalDate.of(2024, 3, 4), "4000", new BigDecimal("80.50")));
        ledger.book(new Entry("E3", LocalDate.of(2024, 3, 9), "6100", new BigDecimal("-42.10")));
        ledger.book(new Entry("E4", LocalDate.of(2024, 3, 12), "6100", new BigDecimal("-7.90")));
    }

    @Test
    void balancesPerAccount() {
        assertEquals(new BigDecimal("200.50"), ledger.balances().get("4000"));
        assertEquals(new BigDecimal("-50.00"), ledger.balances().get("6100"));
    }

    @Test
    void voidedEntriesLeaveTheBalance() {
        ledger.voidEntry("E2");
        assertEquals(new BigDecimal("120.00"), ledger.balances().get("4000"));
    }

    @Test
    void purgeDropsVoidedEntries() {
        ledger.voidEntry("E2");
        assertEquals(1, ledger.purgeVoided());
        assertEquals(3, ledger.size());
    }

    @Test
    void purgeWithNothingVoided() {
        assertEquals(0, ledger.purgeVoided());
    }

    @Test
    void unknownEntry() {
        assertThrows(IllegalArgumentException.class, () -> ledger.find("E9"));
    }

    @Test
    void entriesAreReadOnly() {
        assertThrows(UnsupportedOperationException.class, () -> ledger.entries().clear());
        assertTrue(ledger.size() > 0);
    }
}
