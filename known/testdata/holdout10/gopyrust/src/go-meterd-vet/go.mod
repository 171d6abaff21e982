module example.com/meterd

go 1.22
