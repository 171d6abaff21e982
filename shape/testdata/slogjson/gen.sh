#!/bin/sh
# Makes app.jsonl from main.go with the Go toolchain's log/slog JSON handler.
set -eu
go run main.go > app.jsonl
go version > version.txt
