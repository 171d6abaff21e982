#!/bin/bash
set -eu
echo "--- toolchain"
gcc --version | head -n1
ld --version | head -n1
echo "--- build"
make
echo "--- smoke test"
./tools/mqping 127.0.0.1:1 || true
