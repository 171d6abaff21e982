package net.quarry.indexer;

record Product(String sku, String title, String description) {}
