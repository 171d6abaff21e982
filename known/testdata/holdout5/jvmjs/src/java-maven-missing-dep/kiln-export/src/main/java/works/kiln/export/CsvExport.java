package works.kiln.export;

import java.io.IOException;
import java.io.Writer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import works.kiln.core.Firing;

/** Readings as CSV: minute,celsius. */
public final class CsvExport {
    public static void write(Firing f, Writer out) throws IOException {
        try (CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader("minute", "celsius").build())) {
            for (int i = 0; i < f.readings().size(); i++) {
                p.printRecord(i, f.readings().get(i));
            }
        }
    }
}
