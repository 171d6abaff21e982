package org.gridline.meterbus;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.Properties;
import org.apache.commons.lang3.StringUtils;

/** Unit prices per register, read once from tariffs.properties on the class path. */
public final class Tariffs {
    static final BigDecimal DAY;
    static final BigDecimal NIGHT;
    static final BigDecimal STANDING_CHARGE;

    static {
        Properties p = new Properties();
        try (InputStream in = Tariffs.class.getResourceAsStream("tariffs.properties")) {
            p.load(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read tariffs.properties", e);
        }
        DAY = price(p, "day.per.kwh");
        NIGHT = price(p, "night.per.kwh");
        STANDING_CHARGE = price(p, "standing.per.day");
    }

    private static BigDecimal price(Properties p, String key) {
        String v = StringUtils.trimToNull(p.getProperty(key));
        if (v == null) throw new IllegalStateException("tariffs.properties: no value for " + key);
        return new BigDecimal(v);
    }

    private Tariffs() {}

    public static BigDecimal bill(long dayKwh, long nightKwh, int days) {
        return DAY.multiply(BigDecimal.valueOf(dayKwh))
                .add(NIGHT.multiply(BigDecimal.valueOf(nightKwh)))
                .add(STANDING_CHARGE.multiply(BigDecimal.valueOf(days)));
    }
}
