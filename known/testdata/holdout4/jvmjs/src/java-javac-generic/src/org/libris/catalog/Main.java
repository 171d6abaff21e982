package org.libris.catalog;

import java.util.List;

public final class Main {
    public static void main(String[] args) {
        List<Book> books = List.of(
            new Book("978-0141439518", "Pride and Prejudice", "Austen", 1813, 41),
            new Book("978-0141439662", "Emma", "Austen", 1815, 17),
            new Book("978-0486284736", "Middlemarch", "Eliot", 1871, 23));
        LoanReport report = new LoanReport(books);
        System.out.println(report.mostLoanedTitles(2));
        System.out.println(report.booksPerAuthor());
        System.out.println(Rankings.oldestFirst(books).get(0).title());
    }
}
