package com.tallyhouse.invoice;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Invoice numbers look like TH-2024-00042. */
public record InvoiceNumber(int year, int sequence) {
    private static final Pattern FORMAT = Pattern.compile("TH-(\\d{4})-(\\d{5})");

    public static InvoiceNumber parse(String text) {
        Matcher m = FORMAT.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("bad invoice number: " + text);
        }
        return new InvoiceNumber(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    public InvoiceNumber next() {
        return new InvoiceNumber(year, sequence + 1);
    }

    @Override public String toString() {
        return String.format("TH-%04d-%05d", year, sequence);
    }
}
