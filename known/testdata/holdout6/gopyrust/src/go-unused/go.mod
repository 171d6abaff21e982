module example.com/rssd

go 1.22
