package net.gridline.meter;

import static org.junit.Assert.assertEquals;

import org.junit.Ignore;
import org.junit.Test;

public class PeriodTest {
    @Test
    public void labelsAMonth() {
        assertEquals("2025-03", Period.label(Period.of(2025, 3)));
    }

    @Ignore("java.time migration, see GRID-311")
    @Test
    public void labelsAnIsoWeek() {
    }
}
