"use strict";

class Shelf {
  constructor() {
    this.books = new Map();
  }

  add(book) {
    return new Promise((resolve, reject) => {
      setImmediate(() => {
        if (this.books.has(book.isbn)) return reject(new Error(`duplicate ${book.isbn}`));
        this.books.set(book.isbn, book);
        resolve(book);
      });
    });
  }

  list({ page, limit, sort }) {
    const all = [...this.books.values()].sort((a, b) => String(a[sort]).localeCompare(String(b[sort])));
    return all.slice((page - 1) * limit, page * limit);
  }
}

module.exports = { Shelf };
