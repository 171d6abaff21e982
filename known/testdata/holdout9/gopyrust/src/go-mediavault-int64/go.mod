module example.com/mediavault

go 1.22
