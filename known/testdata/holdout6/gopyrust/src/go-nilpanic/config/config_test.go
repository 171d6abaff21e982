package config

import "testing"

func TestLookupCaseInsensitive(t *testing.T) {
	if p := Lookup("PROD"); p == nil || p.Port != 443 {
		t.Fatalf("Lookup(PROD) = %+v", p)
	}
}

func TestAddr(t *testing.T) {
	if got := Lookup("dev").Addr(); got != "127.0.0.1:8080" {
		t.Errorf("Addr() = %q", got)
	}
}
