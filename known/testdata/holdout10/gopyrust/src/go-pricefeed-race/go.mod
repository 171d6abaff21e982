module example.com/pricefeed

go 1.22
