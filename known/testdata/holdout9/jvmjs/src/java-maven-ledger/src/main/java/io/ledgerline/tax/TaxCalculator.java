package io.ledgerline.tax;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Net/gross conversions for invoice lines, rounded to cents. */
public class TaxCalculator {

    public BigDecimal vat(BigDecimal net, VatRate rate) {
        return net.multiply(rate.rate()).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal gross(BigDecimal net, VatRate rate) {
        // net * (1 + rate); the rate table has four decimals
        return net.multiply(BigDecimal.ONE.add(rate.rate()));
    }

    public BigDecimal netFromGross(BigDecimal gross, VatRate rate) {
        return gross.divide(BigDecimal.ONE.add(rate.rate()), 2, RoundingMode.HALF_UP);
    }
}
