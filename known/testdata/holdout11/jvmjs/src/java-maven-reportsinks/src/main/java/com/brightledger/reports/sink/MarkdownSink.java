package com.brightledger.reports.sink;

import com.brightledger.reports.Report;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

public final class MarkdownSink implements ReportSink {
    @Override
    public void export(Report report, Writer out) throws IOException {
        out.write("## " + report.title() + "\n\n");
        out.write("| " + String.join(" | ", report.header()) + " |\n");
        out.write("|" + "---|".repeat(report.header().size()) + "\n");
        for (List<String> row : report.rows()) {
            out.write("| " + String.join(" | ", row) + " |\n");
        }
    }

    @Override
    public String mediaType() {
        return "text/markdown";
    }
}
