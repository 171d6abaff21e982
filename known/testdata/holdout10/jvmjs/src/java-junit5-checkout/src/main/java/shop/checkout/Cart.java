package shop.checkout;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

public class Cart {
    private Map<String, BigDecimal> prices;
    private final List<String> skus;

    public Cart(List<String> skus) {
        this.skus = skus;
    }

    public void setPrices(Map<String, BigDecimal> prices) {
        this.prices = prices;
    }

    public BigDecimal subtotal() {
        BigDecimal sum = BigDecimal.ZERO;
        for (String sku : skus) {
            sum = sum.add(prices.get(sku));
        }
        return sum;
    }
}
