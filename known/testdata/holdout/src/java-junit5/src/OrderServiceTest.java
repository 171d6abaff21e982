import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class OrderServiceTest {
    static class Repo {
        private final Map<Integer, String> rows = new HashMap<>();
        String load(int id) {
            String r = rows.get(id);
            if (r == null) {
                throw new IllegalStateException("row " + id + " not found");
            }
            return r;
        }
    }

    static class OrderService {
        private final Repo repo = new Repo();
        String describe(int id) {
            try {
                return "order:" + repo.load(id);
            } catch (IllegalStateException e) {
                throw new RuntimeException("cannot describe order " + id, e);
            }
        }
        int fee(int cents) {
            return cents < 1000 ? 99 : 0;
        }
    }

    private final OrderService svc = new OrderService();

    @Test
    void freeShippingAboveTenEuros() {
        assertEquals(0, svc.fee(1000));
    }

    @Test
    void feeBelowTenEuros() {
        assertEquals(149, svc.fee(999), "fee for small orders");
    }

    @Test
    void describesExistingOrder() {
        assertEquals("order:42", svc.describe(42));
    }

    @Nested
    @DisplayName("validation")
    class Validation {
        @Test
        void rejectsNegativeIds() {
            assertThrows(IllegalArgumentException.class, () -> svc.describe(-1));
        }
    }
}
