package api

import (
	"net/http"
	"strings"
)

// owner returns the user named by the bearer token ("Bearer user:<name>").
func owner(r *http.Request) (string, bool) {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		return "", false
	}
	name, ok := strings.CutPrefix(tok, "user:")
	if !ok || name == "" {
		return "", false
	}
	return name, true
}

// canRead reports whether user may read a note owned by noteOwner.
func canRead(user, noteOwner string, shared []string) bool {
	if user == noteOwner {
		return true
	}
	for _, s := range shared {
		if s == user {
			return true
		}
	}
}
