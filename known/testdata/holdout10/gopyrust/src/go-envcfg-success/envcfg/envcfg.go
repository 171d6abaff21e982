// Package envcfg fills a config from environment-style maps.
package envcfg

import (
	"fmt"
	"strconv"
	"time"
)

// Config is the service's settings.
type Config struct {
	Host    string
	Port    int
	Timeout time.Duration
	Debug   bool
}

// Load reads the keys it knows from m, keeping defaults for the missing ones.
func Load(m map[string]string) (Config, error) {
	c := Config{Host: "0.0.0.0", Port: 8080, Timeout: 5 * time.Second}
	if v, ok := m["HOST"]; ok {
		c.Host = v
	}
	if v, ok := m["PORT"]; ok {
		p, err := strconv.Atoi(v)
		if err != nil || p <= 0 || p > 65535 {
			return c, fmt.Errorf("envcfg: PORT %q", v)
		}
		c.Port = p
	}
	if v, ok := m["TIMEOUT"]; ok {
		d, err := time.ParseDuration(v)
		if err != nil {
			return c, fmt.Errorf("envcfg: TIMEOUT: %w", err)
		}
		c.Timeout = d
	}
	if v, ok := m["DEBUG"]; ok {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return c, fmt.Errorf("envcfg: DEBUG: %w", err)
		}
		c.Debug = b
	}
	return c, nil
}
