package main

import (
	"fmt"

	"example.com/kvd/server"
)

func main() {
	s := server.FromEnv()
	fmt.Println("listening on", s.Addr, "tls:", s.TLS)
}
