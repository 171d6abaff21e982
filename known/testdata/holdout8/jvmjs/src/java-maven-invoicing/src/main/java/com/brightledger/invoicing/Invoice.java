package com.brightledger.invoicing;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public final class Invoice {
    private final Long number;
    private final String customer;
    private final LocalDate issued;
    private final List<InvoiceLine> lines = new ArrayList<>();

    public Invoice(Long number, String customer, LocalDate issued) {
        this.number = number;
        this.customer = customer;
        this.issued = issued;
    }

    public Long getNumber() { return number; }
    public String getCustomer() { return customer; }
    public LocalDate getIssued() { return issued; }

    public Invoice add(InvoiceLine line) {
        lines.add(line);
        return this;
    }

    public List<InvoiceLine> lines() {
        return Collections.unmodifiableList(lines);
    }

    public BigDecimal totalNet() {
        return lines.stream().map(InvoiceLine::net).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public BigDecimal totalGross() {
        return lines.stream().map(InvoiceLine::gross).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public LocalDate due(int paymentTermDays) {
        return issued.plusDays(paymentTermDays);
    }
}
