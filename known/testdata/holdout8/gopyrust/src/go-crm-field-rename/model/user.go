// Package model holds the CRM's domain types.
package model

import (
	"strings"
	"time"
)

// User is a customer contact. Name was split into DisplayName (shown in the UI)
// and LegalName (used on invoices) in #212.
type User struct {
	ID          int64
	DisplayName string
	LegalName   string
	Email       string
	Company     string
	Tags        []string
	CreatedAt   time.Time
	Disabled    bool
}

// HasTag reports whether u carries tag t (case-insensitive).
func (u User) HasTag(t string) bool {
	for _, x := range u.Tags {
		if strings.EqualFold(x, t) {
			return true
		}
	}
	return false
}

// Initials returns up to two initials of the display name.
func (u User) Initials() string {
	var b strings.Builder
	for _, f := range strings.Fields(u.DisplayName) {
		b.WriteString(strings.ToUpper(f[:1]))
		if b.Len() == 2 {
			break
		}
	}
	return b.String()
}
