package kitchen.scaler;

final class Fractions {
    private Fractions() {
    }

    static String glyph(double frac) {
        if (near(frac, 0.25)) return "¼";
        if (near(frac, 1.0 / 3)) return "⅓";
        if (near(frac, 0.75)) return "¾";
        if (near(frac, 2.0 / 3)) return "⅔";
        return null;
    }

    private static boolean near(double a, double b) {
        return Math.abs(a - b) < 0.01;
    }
}
