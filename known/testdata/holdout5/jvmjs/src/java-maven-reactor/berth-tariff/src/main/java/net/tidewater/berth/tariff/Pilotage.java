package net.tidewater.berth.tariff;

import java.math.BigDecimal;
import net.tidewater.berth.model.Vessel;

/** Pilotage by length band: up to 120 m, up to 200 m (inclusive), longer. */
public final class Pilotage {
    public enum Band { SMALL, MEDIUM, LARGE }

    public Band band(Vessel v) {
        if (v.lengthMeters() <= 120) return Band.SMALL;
        if (v.lengthMeters() < 200) return Band.MEDIUM;
        return Band.LARGE;
    }

    public BigDecimal charge(Vessel v) {
        return switch (band(v)) {
            case SMALL -> new BigDecimal("640.00");
            case MEDIUM -> new BigDecimal("1185.00");
            case LARGE -> new BigDecimal("2410.00");
        };
    }
}
