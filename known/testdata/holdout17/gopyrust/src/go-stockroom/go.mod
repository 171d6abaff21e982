module example.com/stockroom

go 1.22
