module example.com/orderfeed

go 1.22
