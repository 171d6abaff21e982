package org.shopfront.pricing;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class DiscountRulesTest {
    private static final Money PRICE = Money.of(2000, "GBP");

    @Test
    public void singlePercentage() {
        assertEquals(1800, new DiscountRules().add(DiscountRule.percent(10)).apply(PRICE).cents());
    }

    @Test
    public void singleFixed() {
        assertEquals(1750, new DiscountRules().add(DiscountRule.fixed(250)).apply(PRICE).cents());
    }

    @Test
    public void stacksPercentageBeforeFixed() {
        DiscountRules rules = new DiscountRules()
            .add(DiscountRule.fixed(200))
            .add(DiscountRule.percent(10));
        // 2000 - 10% = 1800, then - 200
        assertEquals(1600, rules.apply(PRICE).cents());
    }

    @Test
    public void neverBelowZero() {
        assertEquals(0, new DiscountRules().add(DiscountRule.fixed(5000)).apply(PRICE).cents());
    }

    @Test
    public void noRulesKeepsPrice() {
        assertEquals(PRICE, new DiscountRules().apply(PRICE));
    }
}
