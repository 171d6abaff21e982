package org.gridline.meterbus;

import java.util.Arrays;

/** A long M-Bus frame: 68 L L 68 C A CI data CS 16. */
public final class Frame {
    public final int control;
    public final int address;
    public final int ci;
    public final byte[] data;

    private Frame(int control, int address, int ci, byte[] data) {
        this.control = control;
        this.address = address;
        this.ci = ci;
        this.data = data;
    }

    public static Frame parse(byte[] b) {
        if (b.length < 9) throw new IllegalArgumentException("frame too short: " + b.length + " bytes");
        if ((b[0] & 0xff) != 0x68 || (b[3] & 0xff) != 0x68) throw new IllegalArgumentException("not a long frame");
        int len = b[1] & 0xff;
        if ((b[2] & 0xff) != len) throw new IllegalArgumentException("length fields differ");
        if (b.length != len + 6) throw new IllegalArgumentException("expected " + (len + 6) + " bytes, got " + b.length);
        if ((b[b.length - 1] & 0xff) != 0x16) throw new IllegalArgumentException("missing stop byte");
        int sum = 0;
        for (int i = 4; i < 4 + len; i++) sum += b[i] & 0xff;
        if ((sum & 0xff) != (b[4 + len] & 0xff)) throw new IllegalArgumentException("checksum mismatch");
        return new Frame(b[4] & 0xff, b[5] & 0xff, b[6] & 0xff, Arrays.copyOfRange(b, 7, 4 + len));
    }
}
