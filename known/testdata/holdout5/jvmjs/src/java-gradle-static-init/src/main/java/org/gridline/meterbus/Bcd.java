package org.gridline.meterbus;

/** Packed BCD, least significant byte first, as meters send counter values. */
public final class Bcd {
    private Bcd() {}

    public static long decode(byte[] b, int off, int len) {
        long v = 0;
        for (int i = off + len - 1; i >= off; i--) {
            int hi = (b[i] >> 4) & 0xf, lo = b[i] & 0xf;
            if (hi > 9 || lo > 9) throw new IllegalArgumentException("not BCD at byte " + i);
            v = v * 100 + hi * 10 + lo;
        }
        return v;
    }
}
