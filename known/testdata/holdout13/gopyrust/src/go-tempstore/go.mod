module example.com/tempstore

go 1.22
