package org.fernbank.herbarium.report;

import java.util.ArrayList;
import java.util.List;

/** LoanReport: part of the herbarium's report layer. */
public class LoanReport {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public LoanReport(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("loanReport id is empty");
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

    public static String describe(int n) {
        return "LoanReport[" + n + "]";
    }

    public String describeSelf() {
        LoanReport self = this;
        return self.describe(entries.size());
    }
}
