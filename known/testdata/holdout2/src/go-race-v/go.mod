module example.com/workers

go 1.22
