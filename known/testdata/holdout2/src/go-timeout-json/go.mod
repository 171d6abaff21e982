module example.com/mq

go 1.22
