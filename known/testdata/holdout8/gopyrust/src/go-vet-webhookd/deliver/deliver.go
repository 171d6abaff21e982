// Package deliver posts webhook payloads to subscriber endpoints.
package deliver

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"
)

// Attempt is the outcome of one delivery.
type Attempt struct {
	ID       string
	URL      string
	Status   int
	Duration time.Duration
	Err      error
}

// Client delivers payloads.
type Client struct {
	HTTP    *http.Client
	Timeout time.Duration
	Log     *slog.Logger
}

// Deliver posts body to url once.
func (c *Client) Deliver(parent context.Context, id, url string, body []byte) Attempt {
	start := time.Now()
	ctx, cancel := context.WithTimeout(parent, c.Timeout)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return Attempt{ID: id, URL: url, Err: err}
	}
	defer cancel()
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return Attempt{ID: id, URL: url, Err: err, Duration: time.Since(start)}
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	a := Attempt{ID: id, URL: url, Status: resp.StatusCode, Duration: time.Since(start)}
	if resp.StatusCode >= 300 {
		a.Err = fmt.Errorf("deliver %s: %s", id, resp.Status)
	}
	c.Log.Info("delivered", "id", id, "status", resp.StatusCode, "took")
	return a
}

// Ping checks that an endpoint answers at all.
func Ping(url string) error {
	resp, err := http.Get(url)
	defer resp.Body.Close()
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("ping %s: %s", url, resp.Status)
	}
	return nil
}
