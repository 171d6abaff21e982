// Command slogjson logs JSON Lines with log/slog's JSON handler, and prints a few plain
// lines to the same stream as a real service's stdout would; gen.sh runs it.
package main

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"time"
)

func main() {
	fmt.Println("starting orders-api (build 4f2c1e)")
	log := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelDebug}))
	log.Info("server starting", "addr", ":8080", "version", "1.4.2")
	for i := 1; i <= 30; i++ {
		log.Debug("request", slog.Group("http", "method", "GET", "path", "/api/items", "status", 200), "id", i, "took", time.Duration(i)*time.Millisecond)
		if i%11 == 0 {
			log.Warn("slow request", "path", "/api/items", "took", 1500*time.Millisecond)
		}
	}
	log.Error("db ping failed", "err", errors.New("dial tcp 10.0.0.5:5432: connect: connection refused"), "attempt", 3)
	fmt.Println("panic: runtime error: invalid memory address or nil pointer dereference")
	log.Info("server stopped")
}
