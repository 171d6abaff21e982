import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class TariffsTest {
    @Test
    public void dayRate() {
        assertEquals(30, Tariffs.rate("day"));
    }

    @Test
    public void nightRate() {
        assertEquals(12, Tariffs.rate("night"));
    }

    @Test
    public void unknownBand() {
        assertEquals(0, Tariffs.RATES.getOrDefault("peak", 0).intValue());
    }
}
