package dev.kitchenscale.units;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class Parser {
    private static final Pattern QTY = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*([a-z]+)\\s*");

    private Parser() {
    }

    /** "250 g", "1.5kg", "2 Tbsp" */
    public static Quantity parse(String text) {
        Matcher m = QTY.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a quantity: " + text);
        }
        return new Quantity(Double.parseDouble(m.group(1)), m.group(2));
    }
}
