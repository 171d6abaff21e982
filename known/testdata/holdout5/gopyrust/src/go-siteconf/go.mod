module example.com/siteconf

go 1.22
