package main

import (
	"fmt"
	"os"

	"example.com/bookshelf/paginate"
	"example.com/bookshelf/store"
)

func main() {
	s := store.New()
	s.Put(store.Book{ISBN: "9780134190440", Title: "The Go Programming Language", Author: "Donovan, Kernighan", Year: 2015})
	res := s.Search(os.Args[len(os.Args)-1])
	for _, p := range paginate.Pages(len(res), 20) {
		for _, b := range res[p.Start:p.End] {
			fmt.Printf("%d\t%s\t%s\n", p.Number, b.ISBN, b.Title)
		}
	}
}
