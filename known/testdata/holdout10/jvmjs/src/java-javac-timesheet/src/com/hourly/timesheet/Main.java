package com.hourly.timesheet;

import java.time.LocalDateTime;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        Shift s = new Shift("mia", LocalDateTime.parse("2024-11-18T22:00"), LocalDateTime.parse("2024-11-19T06:00"), Shift.Kind.NIGHT);
        System.out.println(new Payroll(18.5).cents(List.of(s)));
    }
}
