import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class BucketsTest {
    @Test
    public void evenSlices() {
        assertArrayEquals(new int[] {15, 15}, Buckets.slices(30, 15));
    }

    @Test
    public void sliceCount() {
        assertEquals(3, Buckets.slices(31, 15).length);
    }
}
