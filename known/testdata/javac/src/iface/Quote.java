public final class Quote {
    static String cents(int total) {
        String s = total / 100 + "." + total % 100;
        return s.length;
    }
}
