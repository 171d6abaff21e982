package org.gridline.meterbus;

import static org.junit.Assert.*;

import org.junit.Test;

public class BcdTest {
    private static byte[] bytes(int... v) {
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) b[i] = (byte) v[i];
        return b;
    }

    @Test public void singleByte() { assertEquals(42, Bcd.decode(bytes(0x42), 0, 1)); }
    @Test public void littleEndian() { assertEquals(12345678L, Bcd.decode(bytes(0x78, 0x56, 0x34, 0x12), 0, 4)); }
    @Test public void offset() { assertEquals(1907, Bcd.decode(bytes(0xff, 0x07, 0x19), 1, 2)); }
    @Test public void zero() { assertEquals(0, Bcd.decode(bytes(0, 0, 0), 0, 3)); }
    @Test(expected = IllegalArgumentException.class) public void notBcd() { Bcd.decode(bytes(0x1a), 0, 1); }
}
