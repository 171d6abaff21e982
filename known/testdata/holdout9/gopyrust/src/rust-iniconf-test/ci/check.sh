#!/bin/bash
# CI: build, test, lint.
set -euxo pipefail
cargo build --offline --all-targets
cargo test --offline --no-fail-fast
cargo clippy --offline --all-targets -- -D warnings
