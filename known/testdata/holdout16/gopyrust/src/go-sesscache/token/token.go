// Package token makes session ids.
package token

import (
	"crypto/rand"
	"encoding/base64"
)

// New returns a random URL-safe session id of 22 characters.
func New() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(b)
}
