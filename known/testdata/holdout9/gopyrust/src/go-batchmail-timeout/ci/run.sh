#!/bin/sh
# CI entry point: build, then the tests as JSON for the test-report uploader.
set -e
echo "==> go build ./..."
go build ./...
echo "==> go test -json ./..."
go test -json -count=1 -p 1 -timeout 4s ./...
