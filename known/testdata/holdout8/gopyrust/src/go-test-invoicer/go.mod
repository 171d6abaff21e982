module example.com/invoicer

go 1.22
