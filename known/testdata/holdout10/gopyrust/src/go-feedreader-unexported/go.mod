module example.com/feedreader

go 1.22
