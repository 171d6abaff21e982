package eu.parcelpoint.shipping;

import eu.parcelpoint.shipping.model.Parcel;
import eu.parcelpoint.shipping.model.Zone;
import eu.parcelpoint.shipping.rates.RateCard;
import org.junit.Test;

import java.math.BigDecimal;

import static org.junit.Assert.assertEquals;

public class RateCardTest {
    @Test
    public void domesticTwoKilos() {
        assertEquals(new BigDecimal("5.30"), new RateCard().quote(new Parcel(1500, 200, 150, 100), Zone.DOMESTIC).price());
    }
}
