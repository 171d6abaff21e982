package net.rolodex.contacts;

import java.util.Locale;

public final class Names {
    private Names() {}

    /** "jane DOE" -> "Jane Doe"; keeps particles like "van" and "de" lower case. */
    public static String display(String raw) {
        String[] parts = raw.trim().split("\\s+");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i].toLowerCase(Locale.ROOT);
            if (i > 0) {
                sb.append(' ');
            }
            if (p.equals("van") || p.equals("de") || p.equals("von")) {
                sb.append(p);
            } else {
                sb.append(Character.toUpperCase(p.charAt(0))).append(p.substring(1));
            }
        }
        return sb.toString();
    }

    /** Initials of the given and family name, e.g. "Jane van Doe" -> "JD". */
    public static String initials(String raw) {
        String[] parts = display(raw).split(" ");
        return parts[0].substring(0, 1) + parts[parts.length - 1].substring(0, 1);
    }
}
