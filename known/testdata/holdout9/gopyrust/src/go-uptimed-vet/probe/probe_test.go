package probe

import (
	"net"
	"testing"
	"time"

	"example.com/uptimed/config"
)

func TestDialUp(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		c, err := ln.Accept()
		if err != nil {
			t.Fatal(err)
		}
		c.Close()
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	r := Dial(config.Target{Name: "local", Host: "127.0.0.1", Port: port}, time.Second)
	if !r.Up {
		t.Fatalf("Dial: %v", r.Err)
	}
}
