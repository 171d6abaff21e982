package org.shiftplan;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.time.DayOfWeek;
import java.time.LocalTime;
import org.junit.Before;
import org.junit.Test;

public class RosterTest {
    private Roster roster;

    @Before
    public void setUp() {
        roster = new Roster()
                .add(new Shift("ana", DayOfWeek.MONDAY, LocalTime.of(8, 0), LocalTime.of(16, 0)))
                .add(new Shift("ben", DayOfWeek.MONDAY, LocalTime.of(16, 0), LocalTime.of(22, 0)))
                .add(new Shift("ana", DayOfWeek.TUESDAY, LocalTime.of(8, 0), LocalTime.of(12, 30)))
                .add(new Shift("ben", DayOfWeek.WEDNESDAY, LocalTime.of(9, 0), LocalTime.of(13, 0)))
                .add(new Shift("cy", DayOfWeek.SATURDAY, LocalTime.of(22, 0), LocalTime.of(4, 0)));
    }

    @Test
    public void hoursPerDayRoundsDown() {
        // Tuesday's 4.5 hours count as 4
        assertArrayEquals(new int[] {14, 4, 4, 0, 0, 6, 0}, roster.hoursPerDay());
    }

    @Test
    public void minutesForPerson() {
        assertEquals(750, roster.minutesFor("ana"));
        assertEquals(600, roster.minutesFor("ben"));
    }

    @Test
    public void coversDays() {
        assertTrue(roster.covers(DayOfWeek.SATURDAY));
        assertFalse(roster.covers(DayOfWeek.SUNDAY));
    }
}
