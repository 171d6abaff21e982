module example.com/crawler

go 1.22
