package shop.orderdesk.customer;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public class InMemoryCustomerRepository implements CustomerRepository {
    private final Map<String, Customer> byId = new HashMap<>();

    @Override
    public Optional<Customer> findById(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    @Override
    public void save(Customer customer) {
        byId.put(customer.getId(), customer);
    }
}
