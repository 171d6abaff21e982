module example.com/tagstore

go 1.22
