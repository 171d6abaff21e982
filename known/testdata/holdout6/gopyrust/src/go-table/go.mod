module example.com/pkgkit

go 1.22
