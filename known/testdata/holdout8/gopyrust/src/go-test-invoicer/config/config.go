// Package config reads the invoicer's settings file (a tiny "key: value" format).
package config

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Config holds the settings.
type Config struct {
	Issuer    string
	Country   string
	DueDays   int
	NumberFmt string
}

// Load reads path.
func Load(path string) (Config, error) {
	f, err := os.Open(path)
	if err != nil {
		return Config{}, err
	}
	defer f.Close()
	c := Config{DueDays: 30, NumberFmt: "%04d"}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			return Config{}, fmt.Errorf("%s:%d: want key: value", path, n)
		}
		v = strings.TrimSpace(v)
		switch strings.TrimSpace(k) {
		case "issuer":
			c.Issuer = v
		case "country":
			c.Country = v
		case "due_days":
			if c.DueDays, err = strconv.Atoi(v); err != nil {
				return Config{}, fmt.Errorf("%s:%d: %w", path, n, err)
			}
		case "number_format":
			c.NumberFmt = v
		default:
			return Config{}, fmt.Errorf("%s:%d: unknown key %q", path, n, k)
		}
	}
	return c, sc.Err()
}
