package org.shelfwise.stock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class StockImporterTest {
    private static InputStream feed(String name) {
        return StockImporterTest.class.getResourceAsStream("/feeds/" + name);
    }

    @Test
    void skipsNegativeQuantitiesAndReportsThem() throws IOException {
        StockImporter importer = new StockImporter();
        List<StockRow> rows = importer.read("acme-2025-03.csv", feed("acme-2025-03.csv"));
        assertEquals(3, rows.size());
        assertEquals(List.of("AC-1002"), importer.rejected());
    }

    @Test
    void importsTheNorthwindFeed() throws IOException {
        List<StockRow> rows = new StockImporter().read("northwind-2025-03.csv", feed("northwind-2025-03.csv"));
        assertEquals(3, rows.size());
        assertEquals("SNN", rows.get(2).warehouse());
    }

    @Test
    void aBrokenRowNamesItsLine() {
        InputStream in = new ByteArrayInputStream("sku,warehouse,quantity,unit_cost\nX-1,DUB,lots,1.0\n".getBytes(StandardCharsets.UTF_8));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new StockImporter().read("inline.csv", in));
        assertEquals("cannot import inline.csv line 2", e.getMessage());
    }
}
