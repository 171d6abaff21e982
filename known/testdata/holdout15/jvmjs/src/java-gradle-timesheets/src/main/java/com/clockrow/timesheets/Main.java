package com.clockrow.timesheets;

import java.util.Arrays;

public final class Main {
    public static void main(String[] args) {
        System.out.print(new CsvReportWriter().write(Arrays.asList(
                new Shift("amara", 8 * 60, 16 * 60 + 30),
                new Shift("joss", 22 * 60, 6 * 60))));
    }
}
