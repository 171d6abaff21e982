package com.brightbill.invoices;

public record Customer(String id, String name, String country, boolean vatRegistered) {
}
