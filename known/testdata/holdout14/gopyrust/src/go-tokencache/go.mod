module example.com/tokencache

go 1.22
