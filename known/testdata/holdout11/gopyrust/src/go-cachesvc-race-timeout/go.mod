module example.com/cachesvc

go 1.22
