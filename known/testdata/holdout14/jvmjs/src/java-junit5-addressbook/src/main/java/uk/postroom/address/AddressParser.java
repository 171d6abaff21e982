package uk.postroom.address;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/** Parses the free-text address block customers paste into the checkout form. */
public final class AddressParser {
    private AddressParser() {}

    public static Address parse(String block) {
        List<String> lines = Arrays.stream(block.split("\n"))
                .map(String::strip)
                .filter(l -> !l.isEmpty())
                .collect(Collectors.toList());
        String postcode = lines.get(lines.size() - 1);
        String town = lines.size() > 2 ? lines.get(lines.size() - 2) : "";
        String line1 = lines.get(0);
        return new Address(line1, town, postcode, "GB");
    }

    /** "sw1a1aa" -> "SW1A 1AA" */
    public static String normalisePostcode(String raw) {
        String s = raw.replace(" ", "").toUpperCase();
        return s.substring(0, s.length() - 3) + " " + s.substring(s.length() - 3);
    }
}
