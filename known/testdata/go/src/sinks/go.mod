module example.com/sinks

go 1.22
