package net.railtime.timetable;

import org.junit.Test;

import java.time.LocalTime;

import static org.junit.Assert.assertEquals;

public class BoardFormatterTest {
    private final Stop utrecht = new Stop("UT", "Utrecht Centraal");
    private final Stop schiphol = new Stop("SHL", "Schiphol Airport");
    private final Stop maastricht = new Stop("MT", "Maastricht Randwyck via Eindhoven");

    @Test
    public void padsToWidth() {
        Departure d = new Departure("IC 3521", utrecht, schiphol, LocalTime.of(8, 4), 5);
        assertEquals("08:04  Schiphol Airport      5", new BoardFormatter(30).line(d));
    }

    @Test
    public void truncatesLongDestinations() {
        Departure d = new Departure("IC 800", utrecht, maastricht, LocalTime.of(9, 17), 18);
        assertEquals("09:17  Maastricht Randwyc… 18", new BoardFormatter(30).line(d));
    }

    @Test
    public void twoLines() {
        Departure a = new Departure("IC 3521", utrecht, schiphol, LocalTime.of(8, 4), 5);
        Departure b = new Departure("IC 3523", utrecht, schiphol, LocalTime.of(8, 34), 5);
        assertEquals(2, new BoardFormatter(30).board(java.util.Arrays.asList(a, b)).split("\n").length);
    }
}
