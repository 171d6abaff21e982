module example.com/renamed

go 1.22
