package net.skyvane.model;

public final class Units {
    private Units() {
    }

    public static double cToF(double c) {
        return c * 9 / 5 + 32;
    }

    public static double kmhToKnots(double kmh) {
        return kmh / 1.852;
    }

    /** Beaufort number for a wind speed in km/h. */
    public static int beaufort(double kmh) {
        double[] limits = {1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118};
        for (int b = 0; b < limits.length; b++) {
            if (kmh < limits[b]) {
                return b;
            }
        }
        return 12;
    }

    /** Dew point (Magnus formula), degrees C. */
    public static double dewPoint(double tempC, int humidity) {
        double a = 17.62, b = 243.12;
        double g = Math.log(humidity / 100.0) + a * tempC / (b + tempC);
        return b * g / (a - g);
    }
}
