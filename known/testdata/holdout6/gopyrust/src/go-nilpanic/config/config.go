// Package config holds named listener profiles.
package config

import (
	"fmt"
	"strings"
)

// Profile is one listener configuration.
type Profile struct {
	Host string
	Port int
	TLS  bool
}

// Addr returns host:port.
func (p *Profile) Addr() string {
	return fmt.Sprintf("%s:%d", p.Host, p.Port)
}

var profiles = map[string]*Profile{
	"dev":  {Host: "127.0.0.1", Port: 8080},
	"prod": {Host: "0.0.0.0", Port: 443, TLS: true},
}

// Lookup returns the named profile, or nil when there is none.
func Lookup(name string) *Profile {
	return profiles[strings.ToLower(name)]
}
