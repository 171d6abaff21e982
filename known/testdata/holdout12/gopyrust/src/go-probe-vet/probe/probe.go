package probe

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"time"
)

// Result is the outcome of one probe.
type Result struct {
	URL    string
	Status int
	Took   time.Duration
}

// Check fetches url with a deadline.
func Check(parent context.Context, client *http.Client, url string) (Result, error) {
	ctx, _ := context.WithTimeout(parent, 5*time.Second)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return Result{}, err
	}
	start := time.Now()
	resp, err := client.Do(req)
	defer resp.Body.Close()
	if err != nil {
		return Result{}, fmt.Errorf("probe %s: %w", url, err)
	}
	return Result{URL: url, Status: resp.StatusCode, Took: time.Since(start)}, nil
}

// IsMissing reports whether err is a path error for a missing file.
func IsMissing(err error) bool {
	var perr fs.PathError
	if errors.As(err, perr) {
		return errors.Is(perr.Err, fs.ErrNotExist)
	}
	return false
}
