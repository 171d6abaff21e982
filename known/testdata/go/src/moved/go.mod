module example.com/moved

go 1.22
