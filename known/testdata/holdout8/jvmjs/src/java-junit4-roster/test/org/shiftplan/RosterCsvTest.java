package org.shiftplan;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

public class RosterCsvTest {
    private Reader in;
    private Roster roster;

    @Before
    public void openFixture() throws Exception {
        in = new InputStreamReader(getClass().getResourceAsStream("/fixtures/roster-week12.csv"), StandardCharsets.UTF_8);
        roster = RosterCsv.read(in);
    }

    @After
    public void close() throws Exception {
        if (in != null) {
            in.close();
        }
    }

    @Test
    public void readsAllShifts() {
        assertEquals(9, roster.shifts().size());
    }

    @Test
    public void readsOvernightShift() {
        assertTrue(roster.shifts().stream().anyMatch(Shift::overnight));
    }

    @Test
    public void coversWholeWeekdays() {
        for (DayOfWeek d : new DayOfWeek[] {DayOfWeek.MONDAY, DayOfWeek.TUESDAY, DayOfWeek.WEDNESDAY}) {
            assertTrue(d.toString(), roster.covers(d));
        }
    }

    @Test
    public void parsesShortDayNames() {
        assertEquals(DayOfWeek.THURSDAY, RosterCsv.day("thu"));
    }
}
