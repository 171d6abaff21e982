package org.clubhouse.roster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class MailerTest {
    @Test
    void sortsAddresses() {
        LocalDate d = LocalDate.of(2025, 12, 31);
        assertEquals("Bcc: ann@x.org; bob@x.org",
                Mailer.bccLine(List.of(new Member("Bob", "bob@x.org", d), new Member("Ann", "ann@x.org", d))));
    }
}
