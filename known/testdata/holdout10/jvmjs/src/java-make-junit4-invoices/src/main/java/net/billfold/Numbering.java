package net.billfold;

public final class Numbering {
    private final String prefix;
    private int next;

    public Numbering(String prefix, int first) {
        this.prefix = prefix;
        this.next = first;
    }

    public String next() {
        return String.format("%s-%06d", prefix, next++);
    }
}
