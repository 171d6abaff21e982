module example.com/httpcache

go 1.22
