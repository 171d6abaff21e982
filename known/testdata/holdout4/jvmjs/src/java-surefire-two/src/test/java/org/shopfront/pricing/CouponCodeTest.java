package org.shopfront.pricing;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CouponCodeTest {
    @Test
    public void percentCode() {
        assertEquals(DiscountRule.percent(15), CouponCode.parse("SPRING-15P"));
    }

    @Test
    public void fixedCodeInPounds() {
        assertEquals(DiscountRule.fixed(500), CouponCode.parse("welcome-5f"));
    }

    @Test
    public void trimsWhitespace() {
        assertEquals(DiscountRule.percent(5), CouponCode.parse("  TEAM-5P "));
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsThreeDigitAmounts() {
        CouponCode.parse("HUGE-100P");
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsMissingKind() {
        CouponCode.parse("SALE-10");
    }
}
