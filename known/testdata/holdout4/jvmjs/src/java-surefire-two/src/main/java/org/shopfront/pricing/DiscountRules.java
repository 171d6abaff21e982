package org.shopfront.pricing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Stacks discounts: percentages first, then fixed amounts (the documented order). */
public final class DiscountRules {
    private final List<DiscountRule> rules = new ArrayList<>();

    public DiscountRules add(DiscountRule rule) {
        rules.add(rule);
        return this;
    }

    public Money apply(Money price) {
        List<DiscountRule> ordered = new ArrayList<>(rules);
        ordered.sort(Comparator.comparing(DiscountRule::kind).reversed());
        Money result = price;
        for (DiscountRule rule : ordered) {
            result = rule.apply(result);
        }
        return result;
    }
}
