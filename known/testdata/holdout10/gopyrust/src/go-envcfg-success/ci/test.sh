#!/bin/sh
set -ex
go version
unformatted=$(gofmt -l .)
test -z "$unformatted"
go vet ./...
go test -count=1 -coverprofile=cover.out ./...
go tool cover -func=cover.out
