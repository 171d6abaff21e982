module example.com/healthz

go 1.22
