package net.gridline.meter;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.Test;

public class ReadingParserTest {
    @Test
    public void parsesGoodLines() {
        List<Reading> r = new ReadingParser().parse(Arrays.asList("M-1;1200", "M-2; 300"));
        assertEquals(2, r.size());
        assertEquals(300, r.get(1).wattHours);
    }

    @Test
    public void dropsMalformedLines() {
        ReadingParser p = new ReadingParser();
        List<Reading> r = p.parse(Arrays.asList("M-1;1200", "M-9;", "M-3;abc"));
        assertEquals(1, r.size());
        assertEquals(2, p.rejected());
    }
}
