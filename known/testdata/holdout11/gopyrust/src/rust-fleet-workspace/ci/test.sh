#!/bin/bash
# CI: build and test the whole workspace.
set -euxo pipefail
cargo --version
cargo build --offline --workspace -j 1
cargo test --offline --workspace -j 1
