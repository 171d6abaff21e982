package shop.orderdesk.order;

import java.math.BigDecimal;
import shop.orderdesk.customer.Customer;
import shop.orderdesk.customer.CustomerRepository;

public class OrderService {
    private static final BigDecimal VIP_DISCOUNT = new BigDecimal("0.95");
    private final CustomerRepository customers;

    public OrderService(CustomerRepository customers) {
        this.customers = customers;
    }

    public BigDecimal payable(Order order) {
        Customer customer = customers.findById(order.customerId());
        if (customer == null) {
            throw new IllegalArgumentException("unknown customer " + order.customerId());
        }
        return customer.isVip() ? order.total().multiply(VIP_DISCOUNT) : order.total();
    }

    public String confirmationAddress(Order order) {
        return customers.findById(order.customerId()).getEmail();
    }
}
