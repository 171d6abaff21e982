// Package store persists delivery attempts as JSON lines.
package store

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Record is one stored attempt.
type Record struct {
	ID     string    `json:"id"`
	URL    string    `json:"url"`
	Status int       `json:"status"`
	At     time.Time `json:"at"`
	Error  string    `json:"error,omitempty"`
}

// Append writes r to the day's file under dir.
func Append(dir string, r Record) error {
	p := filepath.Join(dir, r.At.Format("2006-01-02")+".jsonl")
	f, err := os.OpenFile(p, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		var perr fs.PathError
		if errors.As(err, perr) {
			return perr.Err
		}
		return err
	}
	defer f.Close()
	return json.NewEncoder(f).Encode(r)
}
