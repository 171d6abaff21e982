package envcfg

import (
	"testing"
	"time"
)

func TestLoadDefaults(t *testing.T) {
	c, err := Load(nil)
	if err != nil || c.Port != 8080 || c.Timeout != 5*time.Second {
		t.Fatalf("Load(nil) = %+v, %v", c, err)
	}
}

func TestLoadValues(t *testing.T) {
	c, err := Load(map[string]string{"HOST": "db", "PORT": "5432", "TIMEOUT": "250ms", "DEBUG": "true"})
	if err != nil {
		t.Fatal(err)
	}
	if c.Host != "db" || c.Port != 5432 || c.Timeout != 250*time.Millisecond || !c.Debug {
		t.Errorf("got %+v", c)
	}
}

func TestLoadErrors(t *testing.T) {
	for _, m := range []map[string]string{{"PORT": "0"}, {"PORT": "http"}, {"TIMEOUT": "5"}, {"DEBUG": "yes please"}} {
		if _, err := Load(m); err == nil {
			t.Errorf("Load(%v): no error", m)
		}
	}
}
