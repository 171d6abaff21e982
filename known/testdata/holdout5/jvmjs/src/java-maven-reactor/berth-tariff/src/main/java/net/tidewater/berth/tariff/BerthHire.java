package net.tidewater.berth.tariff;

import java.math.BigDecimal;
import java.math.RoundingMode;
import net.tidewater.berth.model.PortCall;

/** Berth hire: a rate per metre of vessel length for every hour alongside, started hours included. */
public final class BerthHire {
    private final BigDecimal ratePerMetreHour;

    public BerthHire(BigDecimal ratePerMetreHour) {
        this.ratePerMetreHour = ratePerMetreHour;
    }

    public long billableHours(PortCall call) {
        return call.alongside().toHours();
    }

    public BigDecimal charge(PortCall call) {
        BigDecimal metres = BigDecimal.valueOf(call.vessel().lengthMeters());
        return ratePerMetreHour.multiply(metres).multiply(BigDecimal.valueOf(billableHours(call)))
                .setScale(2, RoundingMode.HALF_UP);
    }
}
