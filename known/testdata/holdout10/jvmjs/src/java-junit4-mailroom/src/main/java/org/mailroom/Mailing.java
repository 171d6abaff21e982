package org.mailroom;

import java.util.ArrayList;
import java.util.List;

public class Mailing {
    private final List<Address> recipients = new ArrayList<>();

    public void add(Address a) {
        recipients.add(a);
    }

    /** Cities to print the route sheet for, without repeats. */
    public List<String> cities() {
        List<String> out = new ArrayList<>();
        for (Address a : recipients) {
            if (!out.contains(a.city())) out.add(a.city().trim());
        }
        return out;
    }

    public String render(String template, Address a) {
        return Templates.load(template).replace("{{name}}", a.name());
    }
}
