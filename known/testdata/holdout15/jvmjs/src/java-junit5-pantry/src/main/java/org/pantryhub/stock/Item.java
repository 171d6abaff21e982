package org.pantryhub.stock;

public record Item(String sku, String name, String aisle, int quantity) {}
