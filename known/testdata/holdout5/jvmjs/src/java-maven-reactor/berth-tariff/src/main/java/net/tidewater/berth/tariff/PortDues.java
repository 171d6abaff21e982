package net.tidewater.berth.tariff;

import java.math.BigDecimal;
import java.math.RoundingMode;
import net.tidewater.berth.model.Vessel;

/** Port dues per gross ton, with a minimum charge. */
public final class PortDues {
    static final BigDecimal PER_GT = new BigDecimal("0.2150");
    static final BigDecimal MINIMUM = new BigDecimal("350.00");

    public BigDecimal charge(Vessel v) {
        BigDecimal due = PER_GT.multiply(BigDecimal.valueOf(v.grossTonnage())).setScale(2, RoundingMode.HALF_UP);
        return due.max(MINIMUM);
    }
}
