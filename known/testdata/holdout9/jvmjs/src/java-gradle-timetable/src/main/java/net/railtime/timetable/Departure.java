package net.railtime.timetable;

import java.time.LocalTime;

public final class Departure implements Comparable<Departure> {
    private final String train;
    private final Stop from;
    private final Stop to;
    private final LocalTime time;
    private final int platform;

    public Departure(String train, Stop from, Stop to, LocalTime time, int platform) {
        this.train = train;
        this.from = from;
        this.to = to;
        this.time = time;
        this.platform = platform;
    }

    public String train() { return train; }
    public Stop from() { return from; }
    public Stop to() { return to; }
    public LocalTime time() { return time; }
    public int platform() { return platform; }

    @Override
    public int compareTo(Departure o) {
        return time.compareTo(o.time);
    }
}
