package org.gridline.meterbus;

import static org.junit.Assert.*;

import org.junit.Test;

public class FrameTest {
    // 68 05 05 68 | 08 01 72 | 34 12 | CS 16
    private static byte[] frame() {
        byte[] b = {0x68, 0x05, 0x05, 0x68, 0x08, 0x01, 0x72, 0x34, 0x12, 0, 0x16};
        int sum = 0;
        for (int i = 4; i < 9; i++) sum += b[i] & 0xff;
        b[9] = (byte) sum;
        return b;
    }

    @Test public void parsesHeader() {
        Frame f = Frame.parse(frame());
        assertEquals(0x08, f.control);
        assertEquals(0x01, f.address);
        assertEquals(0x72, f.ci);
    }
    @Test public void data() { assertArrayEquals(new byte[] {0x34, 0x12}, Frame.parse(frame()).data); }
    @Test(expected = IllegalArgumentException.class) public void tooShort() { Frame.parse(new byte[] {0x68}); }
    @Test(expected = IllegalArgumentException.class) public void badChecksum() {
        byte[] b = frame();
        b[9]++;
        Frame.parse(b);
    }
    @Test(expected = IllegalArgumentException.class) public void noStopByte() {
        byte[] b = frame();
        b[10] = 0;
        Frame.parse(b);
    }
    @Test(expected = IllegalArgumentException.class) public void lengthMismatch() {
        byte[] b = frame();
        b[2] = 6;
        Frame.parse(b);
    }
}
