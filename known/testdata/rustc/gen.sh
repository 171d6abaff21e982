#!/bin/sh
# Real rustc diagnostics through cargo for the rustc format.
# Tools: cargo 1.95.0 (f2d3ce0bd 2026-03-21), rustc of the same toolchain.
cd "$(dirname "$0")/src/bad" || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-rustc CARGO_TERM_COLOR=never
cargo build --offline > ../../rustc-errors-two-files.log 2>&1
echo $? > ../../rustc-errors-two-files.exit
CARGO_TERM_COLOR=always cargo build --offline > ../../rustc-errors-color.log 2>&1
echo $? > ../../rustc-errors-color.exit
rm -rf /tmp/wt-known-rustc
# An error and two warnings in one crate (src/warned): cargo states the warnings twice.
cd ../warned || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-rustc-w CARGO_TERM_COLOR=never
cargo build --offline > ../../rustc-errors-and-warnings.log 2>&1
echo $? > ../../rustc-errors-and-warnings.exit
rm -rf /tmp/wt-known-rustc-w Cargo.lock
# cargo clippy -D warnings over the lib and its tests (src/linted): cargo says "Checking",
# not "Compiling", before the first error.
cd ../linted || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-rustc-l CARGO_TERM_COLOR=never
cargo clippy --offline --all-targets -- -D warnings > ../../clippy-deny-warnings.log 2>&1
echo $? > ../../clippy-deny-warnings.exit
rm -rf /tmp/wt-known-rustc-l Cargo.lock
# A renamed field (src/renamed): its old name in a struct literal and on &, && and &mut
# references, and an unrelated mismatched type.
cd ../renamed || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-rustc-r CARGO_TERM_COLOR=never
cargo build --offline > ../../rustc-renamed-field.log 2>&1
echo $? > ../../rustc-renamed-field.exit
rm -rf /tmp/wt-known-rustc-r Cargo.lock
# --message-format short over the renamed-field crate (src/renamed): one line per error.
cd ../renamed || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-rustc-s CARGO_TERM_COLOR=never
cargo check --offline --message-format short > ../../rustc-short-format.log 2>&1
echo $? > ../../rustc-short-format.exit
rm -rf /tmp/wt-known-rustc-s Cargo.lock
# A key type without Eq and Hash (src/derive): each map and set call on it fails, and
# rustc's help names the derive each time, one problem; and an unrelated mismatched type.
cd ../derive || exit 1
export CARGO_TARGET_DIR=/tmp/wt-known-rustc-d CARGO_TERM_COLOR=never
cargo build --offline > ../../rustc-missing-derive.log 2>&1
echo $? > ../../rustc-missing-derive.exit
rm -rf /tmp/wt-known-rustc-d Cargo.lock
