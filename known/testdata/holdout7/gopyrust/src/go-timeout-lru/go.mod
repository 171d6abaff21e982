module example.com/memo

go 1.22
