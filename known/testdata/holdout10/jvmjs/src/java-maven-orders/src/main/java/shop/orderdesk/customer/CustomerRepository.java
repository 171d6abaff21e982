package shop.orderdesk.customer;

import java.util.Optional;

public interface CustomerRepository {
    /** Looks a customer up by id; empty when the id is unknown (was: null). */
    Optional<Customer> findById(String id);

    void save(Customer customer);
}
