package net.rolodex.contacts;

public final class Phone {
    private Phone() {}

    /** Normalises a UK number to E.164: "020 7946 0018" -> "+442079460018". */
    public static String e164(String raw) {
        String digits = raw.replaceAll("[^0-9+]", "");
        if (digits.startsWith("+")) {
            return digits;
        }
        if (digits.startsWith("0")) {
            return "+44" + digits.substring(1);
        }
        return "+44" + digits;
    }
}
