module example.com/pktstat

go 1.21
