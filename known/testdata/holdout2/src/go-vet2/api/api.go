package api

import (
	"encoding/json"
	"fmt"
)

type User struct {
	ID    int    `json:"id"`
	Email string `json:"email" xml:"email"`
	Name  string `json: "name"`
}

func Decode(b []byte) (User, error) {
	var u User
	err := json.Unmarshal(b, u)
	return u, err
}

func Describe(u User) string {
	return fmt.Sprintf("%s <%s>", u.Name)
}
