module example.com/webhookd

go 1.22
