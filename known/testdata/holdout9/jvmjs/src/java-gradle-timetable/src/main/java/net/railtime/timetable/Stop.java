package net.railtime.timetable;

public final class Stop {
    private final String code;
    private final String name;

    public Stop(String code, String name) {
        this.code = code;
        this.name = name;
    }

    public String code() { return code; }
    public String name() { return name; }

    @Override
    public String toString() { return name + " (" + code + ")"; }
}
