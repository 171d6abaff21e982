module example.com/unreach

go 1.22
