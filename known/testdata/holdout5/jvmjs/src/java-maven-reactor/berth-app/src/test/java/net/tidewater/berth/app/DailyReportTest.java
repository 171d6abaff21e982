package net.tidewater.berth.app;

import static org.junit.Assert.*;

import java.util.List;
import org.junit.Test;

public class DailyReportTest {
    @Test public void emptyDay() { assertEquals("0 calls invoiced, total EUR 0", DailyReport.summary(List.of())); }
}
