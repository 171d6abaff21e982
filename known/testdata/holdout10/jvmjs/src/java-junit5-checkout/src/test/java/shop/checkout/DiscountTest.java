package shop.checkout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DiscountTest {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "20.00, 20.00",
        "50.00, 47.50",
        "80.00, 76.00",
        "100.00, 90.00",
        "180.00, 162.00",
        "250.00, 212.50",
        "400.00, 340.00",
    })
    void tiered(BigDecimal subtotal, BigDecimal expected) {
        assertEquals(expected, Discount.apply(subtotal));
    }
}
