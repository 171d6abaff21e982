module example.com/kvwire

go 1.23
