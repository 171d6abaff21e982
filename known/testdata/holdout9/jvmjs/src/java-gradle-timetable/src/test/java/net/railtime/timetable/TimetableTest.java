package net.railtime.timetable;

import org.junit.BeforeClass;
import org.junit.Test;

import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.time.LocalTime;
import java.util.List;

import static org.junit.Assert.assertEquals;

public class TimetableTest {
    private static Timetable timetable;

    private static Reader fixture(String name) {
        return new InputStreamReader(TimetableTest.class.getResourceAsStream("/fixtures/" + name),
            StandardCharsets.UTF_8);
    }

    @BeforeClass
    public static void loadFixtures() throws Exception {
        timetable = Timetable.load(fixture("stops.csv"), fixture("departures-weekday.csv"));
    }

    @Test
    public void loadsAllDepartures() {
        assertEquals(6, timetable.size());
    }

    @Test
    public void nextTwoFromUtrecht() {
        List<Departure> next = timetable.from("UT", LocalTime.of(8, 0), 2);
        assertEquals("IC 3521", next.get(0).train());
        assertEquals("SPR 7420", next.get(1).train());
    }

    @Test
    public void nothingAfterLastTrain() {
        assertEquals(0, timetable.from("ASD", LocalTime.of(23, 59), 5).size());
    }
}
