module example.com/uptimed

go 1.24
