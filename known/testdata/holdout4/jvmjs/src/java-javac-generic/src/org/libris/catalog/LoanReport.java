package org.libris.catalog;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public final class LoanReport {
    private final List<Book> books;

    public LoanReport(List<Book> books) {
        this.books = books;
    }

    public List<String> mostLoanedTitles(int n) {
        Map<String, Integer> loans = new HashMap<>();
        for (Book b : books) {
            loans.merge(b.title(), b.loans(), Integer::sum);
        }
        return Rankings.topKeys(loans, n);
    }

    public Map<String, Long> booksPerAuthor() {
        return Rankings.countBy(books, Book::author);
    }

    @SuppressWarnings("rawtypes")
    public List legacyRows() {
        List rows = new ArrayList();
        for (Book b : books) {
            rows.add(b.isbn() + ";" + b.title());
        }
        return rows;
    }
}
