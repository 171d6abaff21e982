module example.com/unitfmt

go 1.22
