package net.rolodex.contacts;

public final class Vcard {
    private Vcard() {}

    public static String line(String name, String value) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("vCard property name is empty");
        }
        return name.toUpperCase() + ":" + value.replace(",", "\\,").replace(";", "\\;");
    }
}
