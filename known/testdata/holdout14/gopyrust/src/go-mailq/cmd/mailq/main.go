package main

import (
	"fmt"

	"example.com/mailq/queue"
	"example.com/mailq/smtp"
)

func main() {
	var q queue.Queue
	q.Push("ops@example.com", "nightly report")
	r := smtp.Relay{Host: "localhost", Port: 2525}
	addr, err := r.Addr()
	if err != nil {
		panic(err)
	}
	fmt.Println("relay", addr, "-", q.Len(), "waiting")
}
