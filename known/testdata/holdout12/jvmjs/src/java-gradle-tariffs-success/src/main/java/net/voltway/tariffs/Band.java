package net.voltway.tariffs;

public enum Band {
    OFF_PEAK(0, 7, 1450), DAY(7, 17, 2810), PEAK(17, 21, 4120), LATE(21, 24, 2810);

    final int fromHour;
    final int toHour;
    final int centsPerKwhX100;

    Band(int fromHour, int toHour, int centsPerKwhX100) {
        this.fromHour = fromHour;
        this.toHour = toHour;
        this.centsPerKwhX100 = centsPerKwhX100;
    }

    static Band at(int hour) {
        for (Band b : values()) {
            if (hour >= b.fromHour && hour < b.toHour) {
                return b;
            }
        }
        throw new IllegalArgumentException("hour out of range: " + hour);
    }
}
