package server

import "testing"

func TestFromEnvDefault(t *testing.T) {
	t.Setenv("KVD_PROFILE", "")
	if s := FromEnv(); s.Addr != "127.0.0.1:8080" {
		t.Errorf("FromEnv() = %+v", s)
	}
}

func TestFromEnvProd(t *testing.T) {
	t.Setenv("KVD_PROFILE", "prod")
	if s := FromEnv(); !s.TLS {
		t.Errorf("prod profile without TLS: %+v", s)
	}
}

func TestFromEnvStaging(t *testing.T) {
	t.Setenv("KVD_PROFILE", "staging")
	s := FromEnv()
	if s.Addr == "" {
		t.Errorf("empty address for staging")
	}
}
