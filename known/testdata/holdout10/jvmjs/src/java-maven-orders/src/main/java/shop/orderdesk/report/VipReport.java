package shop.orderdesk.report;

import java.util.ArrayList;
import java.util.List;
import shop.orderdesk.customer.Customer;
import shop.orderdesk.customer.CustomerRepository;
import shop.orderdesk.order.Order;

public class VipReport {
    private final CustomerRepository customers;

    public VipReport(CustomerRepository customers) {
        this.customers = customers;
    }

    public List<String> vipNames(List<Order> orders) {
        List<String> names = new ArrayList<>();
        for (Order order : orders) {
            Customer c = customers.findById(order.customerId());
            if (c != null && c.isVip()) {
                names.add(c.getName());
            }
        }
        return names;
    }

    public long vipCount(List<Order> orders) {
        return orders.stream()
                .map(o -> customers.findById(o.customerId()))
                .filter(Customer::isVip)
                .count();
    }

    public boolean isVip(String customerId) {
        return customers.findById(customerId).isVip();
    }
}
