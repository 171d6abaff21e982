module example.com/feedpage

go 1.22
