package parse

import "testing"

func TestHeaderLong(t *testing.T) {
	h := Header("Content-Type: text/plain\nContent-Length: 3")
	if h["Content-Length"] != "3" {
		t.Fatalf("Content-Length = %q", h["Content-Length"])
	}
}

func TestHeaderShort(t *testing.T) {
	h := Header("Host: example.com")
	if h["Host"] != "example.com" {
		t.Fatalf("Host = %q", h["Host"])
	}
}

func TestHeaderEmpty(t *testing.T) {
	if h := Header(""); len(h) != 0 {
		t.Fatalf("want empty, got %v", h)
	}
}
