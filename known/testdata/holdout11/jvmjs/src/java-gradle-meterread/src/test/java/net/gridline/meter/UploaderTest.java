package net.gridline.meter;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import org.junit.Test;

public class UploaderTest {
    @Test
    public void retriesOnceAfterATimeout() {
        int[] calls = {0};
        assertTrue(new Uploader(body -> {
            if (++calls[0] == 1) {
                throw new IOException("timeout after 5000 ms");
            }
        }).upload("{}"));
    }

    @Test
    public void reportsFailureWhenTheEndpointStaysDown() {
        assertFalse(new Uploader(body -> {
            throw new IOException("503 Service Unavailable");
        }).upload("{}"));
    }
}
