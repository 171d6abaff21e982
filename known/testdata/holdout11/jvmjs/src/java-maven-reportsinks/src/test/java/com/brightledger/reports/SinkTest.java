package com.brightledger.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.brightledger.reports.sink.CsvSink;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class SinkTest {
    @Test
    void csv() throws Exception {
        StringWriter w = new StringWriter();
        new CsvSink().write(new Report("t", List.of("a", "b"), List.of(List.of("1", "2"))), w);
        assertEquals("a,b\n1,2\n", w.toString());
    }
}
