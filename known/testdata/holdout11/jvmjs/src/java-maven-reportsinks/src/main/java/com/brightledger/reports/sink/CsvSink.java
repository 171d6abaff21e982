package com.brightledger.reports.sink;

import com.brightledger.reports.Report;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

public final class CsvSink implements ReportSink {
    @Override
    public void export(Report report, Writer out) throws IOException {
        out.write(String.join(",", report.header()));
        out.write("\n");
        for (List<String> row : report.rows()) {
            out.write(String.join(",", row));
            out.write("\n");
        }
    }

    @Override
    public String mediaType() {
        return "text/csv";
    }
}
