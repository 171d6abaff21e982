package com.brightledger.reports.sink;

import com.brightledger.reports.Report;
import java.io.IOException;
import java.io.Writer;

/** Where a finished report goes. 3.0: export(Report, Writer) is now write(Report, Writer). */
public interface ReportSink {
    void write(Report report, Writer out) throws IOException;

    default String mediaType() {
        return "text/plain";
    }
}
