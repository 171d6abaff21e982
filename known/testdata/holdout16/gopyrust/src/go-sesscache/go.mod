module example.com/sesscache

go 1.22
