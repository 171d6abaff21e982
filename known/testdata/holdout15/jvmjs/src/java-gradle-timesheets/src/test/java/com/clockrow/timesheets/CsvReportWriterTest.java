package com.clockrow.timesheets;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;
import org.junit.Test;

public class CsvReportWriterTest {
    @Test
    public void sumsPerPerson() {
        String csv = new CsvReportWriter().write(Arrays.asList(
                new Shift("amara", 480, 990), new Shift("amara", 480, 600), new Shift("joss", 1320, 360)));
        assertEquals("person,hours\namara,10.50\njoss,8.00\n", csv);
    }
}
