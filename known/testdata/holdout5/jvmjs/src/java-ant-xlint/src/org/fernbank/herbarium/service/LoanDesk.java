package org.fernbank.herbarium.service;

import java.util.ArrayList;
import java.util.List;

/** LoanDesk: part of the herbarium's service layer. */
public class LoanDesk {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public LoanDesk(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("loanDesk id is empty");
        }
        this.id = id;
    }

    public String id() {
        return id;
    }

    public void add(String entry) {
        entries.add(entry.trim());
    }

    public int size() {
        return entries.size();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LoanDesk && (((LoanDesk) o).id.equals(id));
    }
}
