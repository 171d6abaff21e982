package shop.orderdesk.invoice;

import shop.orderdesk.customer.Customer;
import shop.orderdesk.customer.CustomerRepository;
import shop.orderdesk.order.Order;

public class InvoiceWriter {
    private final CustomerRepository customers;

    public InvoiceWriter(CustomerRepository customers) {
        this.customers = customers;
    }

    public String header(Order order) {
        Customer billTo = customers.findById(order.customerId());
        return "Invoice " + order.id() + "\nBill to: " + billTo.getName() + " <" + billTo.getEmail() + ">";
    }

    public String footer(Order order) {
        String name = customers.findById(order.customerId()).getName();
        return "Thank you, " + name + "!";
    }
}
