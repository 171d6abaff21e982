package org.libris.catalog;

import java.util.ArrayList;
import java.util.List;

public final class Shelf {
    private final List<Book> books = new ArrayList<>();

    public void addAll(List rows) {
        for (Object row : rows) {
            String[] f = row.toString().split(";");
            books.add(new Book(f[0], f[1], "unknown", 0, 0));
        }
        books.addAll(rows);
    }

    public List<Book> books() {
        return books;
    }
}
