#!/bin/sh
# Makes slog.log from main.go with the Go toolchain's log/slog (go version in version.txt).
set -eu
go run main.go > slog.log
go version > version.txt
