module example.com/mdlinks

go 1.22
