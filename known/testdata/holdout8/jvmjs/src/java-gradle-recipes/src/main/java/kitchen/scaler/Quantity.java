package kitchen.scaler;

public final class Quantity {
    private final double amount;
    private final String unit;

    public Quantity(double amount, String unit) {
        this.amount = amount;
        this.unit = unit;
    }

    public double amount() { return amount; }
    public String unit() { return unit; }

    public Quantity times(double factor) {
        return new Quantity(amount * factor, unit);
    }

    /** "1 ½ cups", "250 g", "⅓ tsp": halves, thirds and quarters as fractions. */
    public String pretty() {
        long whole = (long) Math.floor(amount);
        double frac = amount - whole;
        String f = Fractions.glyph(frac);
        String num;
        if (f == null) {
            num = (amount == whole) ? Long.toString(whole) : String.valueOf(Math.round(amount * 100) / 100.0);
        } else {
            num = whole == 0 ? f : whole + " " + f;
        }
        return num + " " + unit;
    }
}
