module example.com/diskwatch

go 1.22
