#!/bin/sh
# Real cargo test (libtest) output for the cargo-test format.
# Tools: cargo 1.95.0 (f2d3ce0bd 2026-03-21). Two independent failing tests, and a pass.
cd "$(dirname "$0")/src/calc" || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-cargo CARGO_TERM_COLOR=never
cargo test --offline > ../../cargo-test-two-failures.log 2>&1
echo $? > ../../cargo-test-two-failures.exit
CALC_PASS=1 cargo test --offline > ../../cargo-test-pass.log 2>&1
echo $? > ../../cargo-test-pass.exit
rm -rf /tmp/wt-known-cargo
# A should_panic test that did not panic and a failing doc-test, with --no-fail-fast
# (src/stack); RUST_BACKTRACE=1 as the run that made the sample had it.
cd ../stack || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-cargo-stack RUST_BACKTRACE=1
cargo test --offline --no-fail-fast > ../../cargo-test-doctest.log 2>&1
echo $? > ../../cargo-test-doctest.exit
rm -rf /tmp/wt-known-cargo-stack Cargo.lock
# A panic in a thread the test spawned ('<unnamed>'), then the test's own panic on
# join().unwrap(), and an independent assert_eq! failure (src/shards); no backtraces.
cd ../shards || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-cargo-shards
env -u RUST_BACKTRACE cargo test --offline > ../../cargo-test-thread-panic.log 2>&1
echo $? > ../../cargo-test-thread-panic.exit
rm -rf /tmp/wt-known-cargo-shards Cargo.lock
# A CI step that builds, then tests, a lib with two warnings (src/units): cargo test
# prints the lib's warnings again and calls the lib test's "(2 duplicates)".
cd ../units || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-cargo-units
sh -c 'set -e; cargo build --offline; cargo test --offline' > ../../cargo-build-test-warnings-twice.log 2>&1
echo $? > ../../cargo-build-test-warnings-twice.exit
rm -rf /tmp/wt-known-cargo-units Cargo.lock
