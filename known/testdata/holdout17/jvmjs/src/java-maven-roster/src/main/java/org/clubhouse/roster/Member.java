package org.clubhouse.roster;

import java.time.LocalDate;

public record Member(String name, String email, LocalDate paidUntil) {
    public boolean lapsed(LocalDate today) {
        return paidUntil.isBefore(today);
    }
}
