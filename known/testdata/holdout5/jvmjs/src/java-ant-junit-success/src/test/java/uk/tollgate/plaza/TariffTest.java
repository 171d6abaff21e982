package uk.tollgate.plaza;

import static org.junit.Assert.*;

import java.time.LocalDateTime;
import org.junit.Ignore;
import org.junit.Test;

public class TariffTest {
    private static final LocalDateTime MON_0800 = LocalDateTime.of(2024, 5, 6, 8, 0);
    private static final LocalDateTime MON_1200 = LocalDateTime.of(2024, 5, 6, 12, 0);
    private static final LocalDateTime SAT_0800 = LocalDateTime.of(2024, 5, 11, 8, 0);

    @Test public void weekdayMorningIsPeak() { assertTrue(Tariff.isPeak(MON_0800)); }
    @Test public void middayIsOffPeak() { assertFalse(Tariff.isPeak(MON_1200)); }
    @Test public void weekendIsOffPeak() { assertFalse(Tariff.isPeak(SAT_0800)); }
    @Test public void eveningPeakEndsAtSeven() { assertFalse(Tariff.isPeak(LocalDateTime.of(2024, 5, 6, 19, 0))); }
    @Test public void carPeakFee() { assertEquals(380, Tariff.fee(Vehicle.CAR, MON_0800)); }
    @Test public void hgvOffPeakFee() { assertEquals(980, Tariff.fee(Vehicle.HGV, MON_1200)); }
    @Ignore("bank holidays need the 2025 calendar feed")
    @Test public void bankHolidayIsOffPeak() { assertFalse(Tariff.isPeak(LocalDateTime.of(2024, 5, 27, 8, 0))); }
}
