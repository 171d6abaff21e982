module example.com/latstat

go 1.22
