// Package fetch gets a page with a deadline.
package fetch

import (
	"context"
	"errors"
	"net/http"
	"time"
)

// Get fetches url, giving up after timeout. The early return leaks the context.
func Get(url string, timeout time.Duration) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	if url == "" {
		return nil, errors.New("fetch: empty url")
	}
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Size is the length of body, the wrong way round.
func Size(body []byte) string {
	return string(len(body))
}
