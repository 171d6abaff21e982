module example.com/bookshelf

go 1.22
