package org.canalworks;

public record Gauge(String id, String station, double[] readings) {
    static Gauge parse(String line) {
        String[] f = line.split(",");
        String[] r = f[2].split(";");
        double[] v = new double[r.length];
        for (int i = 0; i < r.length; i++) {
            v[i] = Double.parseDouble(r[i]);
        }
        return new Gauge(f[0], f[1], v);
    }

    /** The hourly trend: last reading of the hour minus the first, over four quarter-hour readings. */
    double trend() {
        return readings[3] - readings[0];
    }
}
