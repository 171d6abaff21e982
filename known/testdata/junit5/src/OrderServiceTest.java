import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class OrderServiceTest {
    static int totalCents(int[] prices) {
        int sum = 0;
        for (int i = 0; i <= prices.length; i++) {
            sum += prices[i];
        }
        return sum;
    }

    static String currency(String code) {
        try {
            return java.util.Currency.getInstance(code).getSymbol();
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("unknown currency " + code, e);
        }
    }

    @Test
    void sumsPrices() {
        assertEquals(350, totalCents(new int[] {100, 250}));
    }

    @Test
    void formatsCurrency() {
        assertEquals("US$", currency("usd"));
    }

    @Test
    void rejectsNegative() {
        assertThrows(IllegalArgumentException.class, () -> Integer.parseInt("-x"));
    }

    @Test
    @Disabled("waiting for the tax table")
    void appliesTax() {
    }
}
