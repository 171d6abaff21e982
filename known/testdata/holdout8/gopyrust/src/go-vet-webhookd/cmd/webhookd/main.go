// Command webhookd delivers queued webhooks.
package main

import (
	"context"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"time"

	"example.com/webhookd/deliver"
)

func main() {
	url := flag.String("url", "", "endpoint")
	flag.Parse()
	c := &deliver.Client{HTTP: http.DefaultClient, Timeout: 10 * time.Second, Log: slog.New(slog.NewTextHandler(os.Stderr, nil))}
	as := c.WithRetry(context.Background(), "manual", *url, []byte(`{"ping":true}`), 3)
	if as[len(as)-1].Err != nil {
		os.Exit(1)
	}
}
