package org.clubhouse.roster;

import java.util.List;
import java.util.stream.Collectors;

public final class Mailer {
    private Mailer() {
    }

    public static String bccLine(List<Member> members) {
        return members.stream().map(Member::email).sorted().collect(Collectors.joining("; ", "Bcc: ", ""));
    }
}
