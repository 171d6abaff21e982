// Package probe checks that the upstream answers before the limiter opens.
package probe

import (
	"context"
	"fmt"
	"net/http"
	"time"
)

// Ready asks url for 200 within d.
func Ready(url string, d time.Duration) error {
	ctx, _ := context.WithTimeout(context.Background(), d)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("probe: %s answered %d", url, resp.Status)
	}
	return nil
}
