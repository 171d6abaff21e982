module example.com/metricsd

go 1.22
