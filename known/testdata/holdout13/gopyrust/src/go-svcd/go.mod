module example.com/svcd

go 1.25
