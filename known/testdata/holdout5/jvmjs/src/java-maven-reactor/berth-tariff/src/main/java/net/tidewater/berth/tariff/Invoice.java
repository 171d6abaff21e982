package net.tidewater.berth.tariff;

import java.math.BigDecimal;
import net.tidewater.berth.model.PortCall;

/** The port's invoice for one call. */
public record Invoice(PortCall call, BigDecimal dues, BigDecimal pilotage, BigDecimal hire) {
    public BigDecimal total() {
        return dues.add(pilotage).add(hire);
    }

    public static Invoice of(PortCall call, PortDues dues, Pilotage pilotage, BerthHire hire) {
        return new Invoice(call, dues.charge(call.vessel()), pilotage.charge(call.vessel()), hire.charge(call));
    }
}
