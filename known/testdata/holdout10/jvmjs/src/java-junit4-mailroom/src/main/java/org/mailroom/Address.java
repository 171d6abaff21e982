package org.mailroom;

import java.util.Locale;

public record Address(String name, String street, String postcode, String city) {
    /** The label as printed: city in capitals, postcode before it. */
    public String label() {
        return name + "\n" + street + "\n" + postcode + " " + city.toUpperCase(Locale.ROOT);
    }
}
