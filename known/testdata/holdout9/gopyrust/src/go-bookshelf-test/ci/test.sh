#!/bin/bash
# CI test job: static checks, then the unit tests.
set -ex
go version
unformatted=$(gofmt -l .)
test -z "$unformatted"
go vet ./...
go test -count=1 ./...
