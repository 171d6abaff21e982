// Package server builds the listener settings of kvd.
package server

import (
	"os"

	"example.com/kvd/config"
)

// Settings is what the listener needs.
type Settings struct {
	Addr string
	TLS  bool
}

// FromEnv picks the profile named by KVD_PROFILE, "dev" when unset.
func FromEnv() Settings {
	name := os.Getenv("KVD_PROFILE")
	if name == "" {
		name = "dev"
	}
	p := config.Lookup(name)
	return Settings{Addr: p.Addr(), TLS: p.TLS}
}
