package com.example;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public final class Customers {
    private final Map<String, Customer> byId = new HashMap<>();

    public void add(String id, Customer c) {
        byId.put(id, c);
    }

    // Was: public Customer find(String id). Callers were not updated.
    public Optional<Customer> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }
}
