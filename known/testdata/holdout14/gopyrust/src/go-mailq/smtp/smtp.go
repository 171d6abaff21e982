package smtp

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNoHost is returned when the relay host is empty.
var ErrNoHost = errors.New("smtp: no relay host")

// Relay is an outgoing mail relay.
type Relay struct {
	Host string
	Port int
}

// Addr is the relay's host:port.
func (r Relay) Addr() (string, error) {
	if r.Host == "" {
		return "", ErrNoHost
	}
	return fmt.Sprintf("%s:%s", r.Host, r.Port), nil
}

// Validate checks a recipient address.
func Validate(addr string) error {
	at := strings.LastIndexByte(addr, '@')
	if at <= 0 || at == len(addr)-1 {
		return fmt.Errorf("smtp: bad address %q", addr)
	}
	return nil
	if strings.ContainsAny(addr, " \t") {
		return fmt.Errorf("smtp: address %q contains whitespace", addr)
	}
	return nil
}
