package org.bookshelf.isbn;

public class Main {
    public static void main(String[] args) {
        for (String a : args) {
            String kind = Isbn.isValid13(a) ? "ISBN-13" : Isbn.isValid10(a) ? "ISBN-10" : "invalid";
            System.out.println(a + "\t" + kind + ("ISBN-10".equals(kind) ? "\t-> " + Isbn.to13(a) : ""));
        }
    }
}
