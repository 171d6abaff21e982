module example.com/covgate

go 1.22
