package config

import "testing"

func TestLoadExample(t *testing.T) {
	c, err := Load("testdata/invoicer.yaml")
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if c.Issuer != "Acme Consulting Ltd" || c.Country != "DE" || c.DueDays != 14 {
		t.Errorf("Load = %+v", c)
	}
}

func TestLoadDefaults(t *testing.T) {
	c, err := Load("testdata/minimal.yml")
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if c.DueDays != 30 || c.NumberFmt != "%04d" {
		t.Errorf("defaults: %+v", c)
	}
}
