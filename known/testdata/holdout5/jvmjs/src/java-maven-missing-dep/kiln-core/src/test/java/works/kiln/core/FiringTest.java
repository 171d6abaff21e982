package works.kiln.core;

import static org.junit.Assert.*;

import org.junit.Test;

public class FiringTest {
    @Test public void normalisesProgramName() { assertEquals("glaze slow cool", new Firing("  glaze   slow cool ").program()); }
    @Test(expected = IllegalArgumentException.class) public void blankProgram() { new Firing("   "); }
    @Test public void peakOfNoReadings() { assertEquals(0, new Firing("bisque").peak()); }
    @Test public void soak() {
        Firing f = new Firing("bisque");
        for (int t : new int[] {900, 990, 1000, 1001, 999, 1000}) f.record(t);
        assertEquals(3, f.minutesAtOrAbove(1000));
        assertEquals(1001, f.peak());
    }
    @Test public void coneReached() { assertEquals(Cone.C6, Cone.reached(1230)); }
    @Test public void noCone() { assertNull(Cone.reached(800)); }
}
