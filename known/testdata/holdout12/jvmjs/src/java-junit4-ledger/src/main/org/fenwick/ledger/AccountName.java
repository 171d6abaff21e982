package org.fenwick.ledger;

public final class AccountName {
    private AccountName() {}

    /** "  acme   trading ltd " -> "Acme Trading Ltd" */
    public static String normalise(String raw) {
        String[] words = raw.trim().split(" ");
        StringBuilder sb = new StringBuilder();
        for (String w : words) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            if (!w.isEmpty()) {
                sb.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1).toLowerCase());
            }
        }
        return sb.toString();
    }
}
