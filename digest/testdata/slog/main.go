// Command slogdemo logs like a small Go service with log/slog's text handler; gen.sh runs
// it to make slog.log. It is under testdata, so go build ignores it.
package main

import (
	"errors"
	"log/slog"
	"os"
	"time"
)

func main() {
	h := slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelDebug})
	log := slog.New(h)
	log.Info("server starting", "addr", ":8080", "version", "1.4.2")
	for i := 1; i <= 40; i++ {
		log.Debug("request", "method", "GET", "path", "/api/items", "id", i, "took", time.Duration(i)*time.Millisecond)
		if i%13 == 0 {
			log.Warn("slow request", "path", "/api/items", "took", 1500*time.Millisecond)
		}
	}
	log.Error("db ping failed", "err", errors.New("dial tcp 10.0.0.5:5432: connect: connection refused"), "attempt", 3)
	log.Info("server stopped")
}
