package io.gatekeep.sessions;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CodecsTest {
    private static final byte[] RAW = {0x0f, (byte) 0xa0, 0x33, 0x7e};

    @Test
    public void hexRoundTrip() {
        Codecs.registerDefaults();
        IdCodec hex = Codecs.get("hex");
        assertEquals("0fa0337e", hex.encode(RAW));
        assertArrayEquals(RAW, hex.decode("0fa0337e"));
    }

    @Test
    public void base64RoundTrip() {
        IdCodec b64 = Codecs.get("b64");
        assertArrayEquals(RAW, b64.decode(b64.encode(RAW)));
    }

    @Test(expected = IllegalArgumentException.class)
    public void unknownCodec() {
        Codecs.get("rot13");
    }
}
