module example.com/diskreport

go 1.22
