#!/usr/bin/env bash
set -euo pipefail

echo "==> checking toolchain"
go version
echo "==> generating protobuf stubs"
mkdir -p gen
for f in proto/*.proto; do
	protoc --go_out=gen "$f"
done
echo "==> building"
go build ./...
