package net.billfold;

public final class VatRule {
    private final int basisPoints;

    public VatRule(int basisPoints) {
        this.basisPoints = basisPoints;
    }

    public long vatCents(long netCents) {
        return (netCents * basisPoints + 5000) / 10000;
    }
}
