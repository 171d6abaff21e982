module example.com/slugkit

go 1.24
