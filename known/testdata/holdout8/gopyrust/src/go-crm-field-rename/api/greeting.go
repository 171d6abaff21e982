package api

import (
	"fmt"
	"strings"

	"example.com/crm/model"
)

// Greeting is the salutation used in outgoing mail.
func Greeting(u model.User) string {
	first := u.Name
	if i := strings.IndexByte(u.Name, ' '); i > 0 {
		first = u.Name[:i]
	}
	if first == "" {
		return "Hello,"
	}
	return fmt.Sprintf("Hello %s,", first)
}

// Mention is how a user is shown in an activity feed.
func Mention(u model.User) string {
	if u.Company != "" {
		return fmt.Sprintf("%s (%s)", u.Name, u.Company)
	}
	return u.Name
}
