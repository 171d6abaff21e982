module example.com/uaparse

go 1.22
