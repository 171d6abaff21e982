module example.com/envcfg

go 1.22
