module example.com/thumbq

go 1.22
