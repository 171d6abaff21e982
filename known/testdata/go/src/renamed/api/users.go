// Package api renders accounts.
package api

import (
	"fmt"
	"sort"
	"strings"

	"example.com/renamed/model"
)

// Greeting greets a user by name.
func Greeting(u model.User) string {
	return "Hello, " + u.Name
}

// Sorted orders users by name.
func Sorted(users []model.User) []model.User {
	sort.Slice(users, func(i, j int) bool { return users[i].Name < users[j].Name })
	return users
}

// Label is a user's name and email.
func Label(u *model.User) string {
	return fmt.Sprintf("%s <%s>", strings.TrimSpace(u.Name), u.Email)
}

// Limit is how many users a page shows.
func Limit(pageSize float64) int {
	return int(pageSize) * 1.5
}
