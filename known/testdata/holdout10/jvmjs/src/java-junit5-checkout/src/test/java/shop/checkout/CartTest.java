package shop.checkout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CartTest {
    @Test
    void sumsPrices() {
        Cart cart = new Cart(List.of("A", "B"));
        cart.setPrices(Map.of("A", new BigDecimal("1.50"), "B", new BigDecimal("2.25")));
        assertEquals(new BigDecimal("3.75"), cart.subtotal());
    }

    @Test
    void emptyCartIsZero() {
        assertEquals(BigDecimal.ZERO, new Cart(List.of()).subtotal());
    }

    @Test
    void unpricedItemFailsFast() {
        Cart cart = new Cart(List.of("A", "Z"));
        assertEquals(new BigDecimal("1.50"), new Cart(List.of("A")).subtotal());
    }
}
