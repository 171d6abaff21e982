package org.tidetable.core;

public final class Tide {
    public enum Kind { HIGH, LOW }

    private final Kind kind;
    private final int minuteOfDay;
    private final double heightMetres;

    public Tide(Kind kind, int minuteOfDay, double heightMetres) {
        this.kind = kind;
        this.minuteOfDay = minuteOfDay;
        this.heightMetres = heightMetres;
    }

    public Kind kind() { return kind; }
    public int minuteOfDay() { return minuteOfDay; }
    public double heightMetres() { return heightMetres; }
}
