package com.clockrow.timesheets;

public final class Shift {
    private final String person;
    private final int startMinute;
    private final int endMinute;

    public Shift(String person, int startMinute, int endMinute) {
        this.person = person;
        this.startMinute = startMinute;
        this.endMinute = endMinute;
    }

    public String person() { return person; }

    public int minutes() {
        int m = endMinute - startMinute;
        return m < 0 ? m + 24 * 60 : m; // over midnight
    }
}
