// Package model holds the account types.
package model

// User is an account holder. Name was renamed to FullName; its uses were not.
type User struct {
	ID       int
	FullName string
	Email    string
}
