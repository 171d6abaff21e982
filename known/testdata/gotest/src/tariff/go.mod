module example.com/tariff

go 1.22
