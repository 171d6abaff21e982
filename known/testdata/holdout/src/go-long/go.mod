module example.com/long

go 1.22
