package com.clockrow.timesheets;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Writes the weekly hours per person as CSV (renamed from ReportWriter when the PDF writer came). */
public class CsvReportWriter {
    public String write(List<Shift> shifts) {
        Map<String, Integer> perPerson = new TreeMap<>();
        for (Shift s : shifts) {
            perPerson.merge(s.person(), s.minutes(), Integer::sum);
        }
        StringBuilder out = new StringBuilder("person,hours\n");
        perPerson.forEach((p, m) -> out.append(p).append(',').append(String.format("%.2f", m / 60.0)).append('\n'));
        return out.toString();
    }
}
