package shop.orderdesk.order;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import shop.orderdesk.customer.Customer;
import shop.orderdesk.customer.InMemoryCustomerRepository;

class OrderServiceTest {
    @Test
    void vipPaysLess() {
        InMemoryCustomerRepository repo = new InMemoryCustomerRepository();
        repo.save(new Customer("c1", "Ada", "ada@example.com", true));
        OrderService service = new OrderService(repo);
        assertEquals(new BigDecimal("95.0000"), service.payable(new Order("o1", "c1", new BigDecimal("100.00"))));
    }
}
