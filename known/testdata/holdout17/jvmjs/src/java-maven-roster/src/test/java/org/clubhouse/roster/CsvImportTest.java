package org.clubhouse.roster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class CsvImportTest {
    @Test
    void parsesRows() {
        List<Member> ms = CsvImport.parse("name,email,paid_until\nAnn,ann@example.org,2025-12-31\n");
        assertEquals(List.of(new Member("Ann", "ann@example.org", LocalDate.of(2025, 12, 31))), ms);
    }

    @Test
    void lowerCasesEmails() {
        assertEquals("bob@example.org", CsvImport.parse("Bob,Bob@Example.org,2025-01-01").get(0).email());
    }

    @Test
    void toleratesSpacesAfterCommas() {
        List<Member> ms = CsvImport.parse("Cy, cy@example.org, 2026-01-31");
        assertEquals("cy@example.org", ms.get(0).email());
    }
}
