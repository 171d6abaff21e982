// Package export writes users out for other tools.
package export

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"

	"example.com/crm/model"
)

// CSV writes one row per user.
func CSV(w io.Writer, users []model.User) error {
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"id", "name", "email", "company", "tags"}); err != nil {
		return err
	}
	for _, u := range users {
		row := []string{strconv.FormatInt(u.ID, 10), u.Name, u.Email, u.Company, strings.Join(u.Tags, ";")}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
