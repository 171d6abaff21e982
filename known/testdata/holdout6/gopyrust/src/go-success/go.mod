module example.com/cfgtool

go 1.22
