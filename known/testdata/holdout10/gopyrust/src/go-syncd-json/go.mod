module example.com/syncd

go 1.22
