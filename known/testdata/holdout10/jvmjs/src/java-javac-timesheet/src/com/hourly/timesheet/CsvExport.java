package com.hourly.timesheet;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;

public class CsvExport {
    private final List<String> rows = new ArrayList<>();

    public void add(Shift s) {
        rows.add(String.join(",", s.employee(), s.start().toString(), s.end().toString(), s.kind().name()));
    }

    public String render() {
        String header;
        if (!rows.isEmpty()) {
            header = "employee,start,end,kind";
        }
        List raw = new ArrayList(rows);
        raw.add(0, header);
        return String.join("\n", raw) + "\n# exported " + new Date().toGMTString();
    }
}
