package org.clubhouse.roster;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public final class CsvImport {
    private CsvImport() {
    }

    /** name,email,paid_until rows; the header is skipped */
    public static List<Member> parse(String csv) {
        List<Member> out = new ArrayList<>();
        for (String line : csv.split("\n")) {
            if (line.isBlank() || line.startsWith("name,")) {
                continue;
            }
            String[] f = line.split(",");
            out.add(new Member(f[0], f[1].toLowerCase(), LocalDate.parse(f[2].strip())));
        }
        return out;
    }
}
