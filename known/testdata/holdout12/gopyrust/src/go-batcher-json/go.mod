module example.com/batcher

go 1.22
