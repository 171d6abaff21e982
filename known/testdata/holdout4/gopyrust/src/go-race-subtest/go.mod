module example.com/cachex

go 1.22
