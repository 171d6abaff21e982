package shop.checkout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class CouponTest {
    private final Coupon blackFriday = new Coupon("BF24", 20, LocalDate.of(2024, 11, 29));

    @Test
    void validOnLastDay() {
        assertEquals(20, blackFriday.redeem(LocalDate.of(2024, 11, 29)));
    }

    @Test
    void rejectedTheDayAfter() {
        assertThrows(IllegalStateException.class, () -> blackFriday.redeem(LocalDate.of(2024, 11, 30)));
    }
}
