module example.com/urlkit

go 1.26
