package uk.tollgate.plaza;

import static org.junit.Assert.*;

import java.time.LocalDateTime;
import org.junit.Before;
import org.junit.Test;

public class PlazaTest {
    private static final LocalDateTime T = LocalDateTime.of(2024, 5, 6, 12, 0);
    private Plaza plaza;

    @Before public void setUp() {
        plaza = new Plaza();
        plaza.register(new Account("TAG-001", 1000));
        plaza.register(new Account("TAG-002", 100));
    }

    @Test public void chargesRegisteredTag() { assertTrue(plaza.pass("TAG-001", Vehicle.CAR, T)); }
    @Test public void lowBalanceKeepsBarrierDown() { assertFalse(plaza.pass("TAG-002", Vehicle.CAR, T)); }
    @Test public void unknownTagIsCounted() {
        assertFalse(plaza.pass("TAG-999", Vehicle.VAN, T));
        assertEquals(1, plaza.unknownTags());
    }
    @Test public void errorPathDoesNotDebit() {
        Account a = new Account("TAG-003", 50);
        assertFalse(a.charge(250));
        assertEquals(50, a.balance());
        assertEquals(0, a.transactions());
    }
}
