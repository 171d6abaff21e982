module example.com/shipquote

go 1.22
