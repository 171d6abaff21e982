package org.clubhouse.roster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class RosterTest {
    private static final LocalDate TODAY = LocalDate.of(2025, 6, 11);

    @Test
    void keepsPaidMembers() {
        Roster r = new Roster();
        r.add(new Member("Ann", "ann@example.org", LocalDate.of(2025, 12, 31)));
        assertEquals(0, r.purgeLapsed(TODAY));
        assertEquals(1, r.members().size());
    }

    @Test
    void purgesLapsedMembers() {
        Roster r = new Roster();
        r.add(new Member("Bob", "bob@example.org", LocalDate.of(2025, 3, 31)));
        r.add(new Member("Ann", "ann@example.org", LocalDate.of(2025, 12, 31)));
        r.add(new Member("Cy", "cy@example.org", LocalDate.of(2025, 12, 31)));
        assertEquals(1, r.purgeLapsed(TODAY));
        assertEquals(2, r.members().size());
    }
}
