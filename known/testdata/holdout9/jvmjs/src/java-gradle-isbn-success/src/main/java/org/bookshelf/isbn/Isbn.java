package org.bookshelf.isbn;

import java.util.ArrayList;
import java.util.List;

/** ISBN-10 and ISBN-13 validation and conversion. */
public final class Isbn {
    private Isbn() {}

    public static String digits(String text) {
        return text.replaceAll("[\\s-]", "").toUpperCase();
    }

    public static boolean isValid10(String isbn) {
        String d = digits(isbn);
        if (!d.matches("\\d{9}[\\dX]")) {
            return false;
        }
        int sum = 0;
        for (int i = 0; i < 10; i++) {
            int v = d.charAt(i) == 'X' ? 10 : d.charAt(i) - '0';
            sum += (10 - i) * v;
        }
        return sum % 11 == 0;
    }

    public static boolean isValid13(String isbn) {
        String d = digits(isbn);
        if (!d.matches("97[89]\\d{10}")) {
            return false;
        }
        return checkDigit13(d.substring(0, 12)) == d.charAt(12) - '0';
    }

    static int checkDigit13(String first12) {
        int sum = 0;
        for (int i = 0; i < 12; i++) {
            sum += (first12.charAt(i) - '0') * (i % 2 == 0 ? 1 : 3);
        }
        return (10 - sum % 10) % 10;
    }

    public static String to13(String isbn10) {
        if (!isValid10(isbn10)) {
            throw new IllegalArgumentException("not an ISBN-10: " + isbn10);
        }
        String first12 = "978" + digits(isbn10).substring(0, 9);
        return first12 + checkDigit13(first12);
    }

    public static List validAll(String... candidates) {
        List out = new ArrayList();
        for (String c : candidates) {
            if (isValid10(c) || isValid13(c)) {
                out.add(c);
            }
        }
        return out;
    }
}
