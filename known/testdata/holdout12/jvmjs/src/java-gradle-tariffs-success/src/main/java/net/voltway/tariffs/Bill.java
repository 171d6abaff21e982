package net.voltway.tariffs;

public final class Bill {
    private Bill() {}

    /** hourly kWh x 1000 (Wh) for one day -> cents */
    public static long dayCents(int[] wattHours) {
        if (wattHours.length != 24) {
            System.err.println("error: expected 24 hourly readings, got " + wattHours.length + "; bill withheld");
            return -1;
        }
        long total = 0;
        for (int h = 0; h < 24; h++) {
            total += (long) wattHours[h] * Band.at(h).centsPerKwhX100;
        }
        return Math.round(total / 100000.0);
    }
}
