package org.libris.catalog;

public record Book(String isbn, String title, String author, int year, int loans) {}
