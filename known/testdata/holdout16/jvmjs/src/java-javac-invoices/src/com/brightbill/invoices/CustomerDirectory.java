package com.brightbill.invoices;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public class CustomerDirectory {
    private final Map<String, Customer> byId = new HashMap<>();

    public void add(Customer c) {
        byId.put(c.id(), c);
    }

    public Optional<Customer> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    public int size() {
        return byId.size();
    }
}
