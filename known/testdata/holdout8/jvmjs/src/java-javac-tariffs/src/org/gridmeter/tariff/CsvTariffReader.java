package org.gridmeter.tariff;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;

/** Reads tariffs from CSV: code,band,start,end,cents */
public final class CsvTariffReader {

    public List<Tariff> load(Path csv) {
        List<String> lines = Files.readAllLines(csv);
        List<Tariff> out = new ArrayList<>();
        Tariff current = null;
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(",");
            if (current == null || !current.code().equals(f[0])) {
                current = new Tariff(f[0]);
                out.add(current);
            }
            current.add(new Band(f[1], LocalTime.parse(f[2]), LocalTime.parse(f[3]),
                    Integer.parseInt(f[4].trim())));
        }
        return out;
    }

    @SuppressWarnings("rawtypes")
    static List legacyCodes(List<Tariff> tariffs) {
        List codes = new ArrayList();
        for (Tariff t : tariffs) {
            codes.add(t.code());
        }
        return codes;
    }
}
