module example.com/shipcalc

go 1.22
