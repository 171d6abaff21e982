module example.com/connpool

go 1.22
