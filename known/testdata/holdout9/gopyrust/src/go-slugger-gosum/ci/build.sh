#!/bin/bash
# CI build: toolchain, module graph, build, tests.
set -euxo pipefail
go version
go env GOOS GOARCH
go build ./...
go test ./...
