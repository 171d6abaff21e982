package fm.kettle.playlist;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class DurationsTest {
    @Test
    public void sumsTheMixtape() {
        assertEquals(1544, Durations.total(Fixtures.MIXTAPE));
    }

    @Test
    public void clockUnderAnHour() {
        assertEquals("25:44", Durations.clock(1544));
    }

    @Test
    public void clockOverAnHour() {
        assertEquals("1:02:05", Durations.clock(3725));
    }
}
