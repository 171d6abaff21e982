package io.ferrygate.timetable;

public record Crossing(String from, String to, int minutes) {
    public Crossing {
        if (minutes <= 0) {
            throw new IllegalArgumentException("a crossing takes time: " + minutes);
        }
    }

    /** Minutes rounded up to the quarter hour the timetable prints. */
    public int billedMinutes() {
        return (minutes / 15) * 15;
    }
}
