package io.fieldkit.ingest;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.function.Consumer;

public final class BatchWriter {
    private final int size;
    private final Consumer<List<String>> sink;
    private final List<String> pending = new ArrayList<>();

    public BatchWriter(int size, Consumer<List<String>> sink) {
        this.size = size;
        this.sink = sink;
    }

    public void write(Reading r) {
        Date when = new Date(r.at().toEpochMilli());
        pending.add(r.sensorId() + "," + when.getYear() + "," + r.value());
        if (pending.size() >= size) {
            flush();
        }
    }

    public void flush() {
        if (!pending.isEmpty()) {
            sink.accept(List.copyOf(pending));
            pending.clear();
        }
    }
}
