package com.brightledger.reports;

import com.brightledger.reports.sink.ReportSink;
import java.util.HashMap;
import java.util.Map;

/** Sinks by name, filled from the plugin list at start-up. */
public final class Registry {
    private final Map sinks = new HashMap();

    public void register(String name, ReportSink sink) {
        sinks.put(name, sink);
    }

    public ReportSink get(String name) {
        return (ReportSink) sinks.get(name);
    }
}
