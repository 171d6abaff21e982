package org.clubhouse.roster;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public class Roster {
    private final List<Member> members = new ArrayList<>();

    public void add(Member m) {
        members.add(m);
    }

    public List<Member> members() {
        return List.copyOf(members);
    }

    /** removes lapsed members and returns how many went */
    public int purgeLapsed(LocalDate today) {
        int removed = 0;
        for (Member m : members) {
            if (m.lapsed(today)) {
                members.remove(m);
                removed++;
            }
        }
        return removed;
    }
}
