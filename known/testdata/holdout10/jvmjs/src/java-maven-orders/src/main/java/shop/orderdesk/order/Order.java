package shop.orderdesk.order;

import java.math.BigDecimal;

public record Order(String id, String customerId, BigDecimal total) {
}
