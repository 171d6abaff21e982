module example.com/cronkit

go 1.22
