module example.com/geofeed

go 1.22
