module example.com/cronjobs

go 1.22
