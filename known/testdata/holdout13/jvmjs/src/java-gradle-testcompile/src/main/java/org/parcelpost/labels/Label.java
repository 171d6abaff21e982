package org.parcelpost.labels;

import java.util.List;

public final class Label {
    private final String name;
    private final List<String> street;
    private final Postcode postcode;

    public Label(String name, List<String> street, Postcode postcode) {
        this.name = name;
        this.street = List.copyOf(street);
        this.postcode = postcode;
    }

    public String render() {
        StringBuilder b = new StringBuilder(name.toUpperCase()).append('\n');
        for (String s : street) {
            b.append(s).append('\n');
        }
        return b.append(postcode).toString();
    }
}
