module example.com/queue

go 1.22
