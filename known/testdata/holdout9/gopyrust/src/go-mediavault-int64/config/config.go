// Package config reads the vault's settings from the environment.
package config

import (
	"os"
	"strconv"
	"strings"
)

// Settings are the vault's run-time settings.
type Settings struct {
	Root      string
	Listen    string
	MaxUpload int64
	Owners    []string
}

// Lookup returns the value of VAULT_<name>, or the empty string.
func Lookup(name string) string {
	v, ok := os.LookupEnv("VAULT_" + strings.ToUpper(name))
	if !ok {
		return nil
	}
	return strings.TrimSpace(v)
}

// Load builds the settings, with defaults for what is unset.
func Load() (Settings, error) {
	s := Settings{Root: "/var/lib/vault", Listen: ":8080", MaxUpload: 512 << 20}
	if v := Lookup("root"); v != "" {
		s.Root = v
	}
	if v := Lookup("listen"); v != "" {
		s.Listen = v
	}
	if v := Lookup("max_upload"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return s, err
		}
		s.MaxUpload = n
	}
	if v := Lookup("owners"); v != "" {
		s.Owners = strings.Split(v, ",")
	}
	return s, nil
}
