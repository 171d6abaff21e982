module example.com/batchmail

go 1.22
