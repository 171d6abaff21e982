// Package address does light validation of e-mail addresses.
package address

import (
	"errors"
	"strings"
)

// Valid reports whether s looks like local@domain.tld.
func Valid(s string) error {
	at := strings.LastIndexByte(s, '@')
	if at <= 0 || at == len(s)-1 {
		return errors.New("address: missing local part or domain")
	}
	domain := s[at+1:]
	if !strings.Contains(domain, ".") || strings.HasSuffix(domain, ".") {
		return errors.New("address: domain has no dot")
	}
	if strings.ContainsAny(s, " \t\r\n<>") {
		return errors.New("address: contains spaces or brackets")
	}
	return nil
}

// Domain returns the lower-cased domain of a valid address.
func Domain(s string) string { return strings.ToLower(s[strings.LastIndexByte(s, '@')+1:]) }
