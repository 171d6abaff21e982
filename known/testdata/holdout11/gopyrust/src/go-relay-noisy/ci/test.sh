#!/bin/bash
# CI test job for relay.
set -euxo pipefail
go version
test -z "$(gofmt -l .)"
go vet ./...
go test -count=1 -p 1 -v ./...
