module example.com/fleetcfg

go 1.22
