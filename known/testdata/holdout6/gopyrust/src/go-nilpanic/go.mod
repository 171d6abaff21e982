module example.com/kvd

go 1.22
