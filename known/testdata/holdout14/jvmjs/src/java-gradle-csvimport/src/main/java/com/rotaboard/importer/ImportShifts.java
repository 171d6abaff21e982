package com.rotaboard.importer;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.lang3.StringUtils;

/** Reads the rota spreadsheet's CSV export. */
public final class ImportShifts {
    public static List<Shift> read(Reader in) throws IOException {
        List<Shift> shifts = new ArrayList<>();
        for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in)) {
            shifts.add(new Shift(StringUtils.normalizeSpace(r.get("name")), LocalDate.parse(r.get("date")),
                    LocalTime.parse(r.get("start")), LocalTime.parse(r.get("end"))));
        }
        return shifts;
    }

    public static void main(String[] args) throws IOException {
        try (Reader in = Files.newBufferedReader(Paths.get(args[0]))) {
            for (Shift s : read(in)) System.out.println(s.person + " " + s.day + " " + s.minutes());
        }
    }
}
