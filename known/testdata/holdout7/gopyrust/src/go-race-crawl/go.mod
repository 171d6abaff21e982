module example.com/crawl

go 1.22
