#!/usr/bin/env bash
# CI smoke test: build the replay tool and run every recorded session through it.
set -e
clang -std=c11 -Wall -O2 -o replay replay.c
echo "built ./replay"
for s in fixtures/*.rec; do
    echo "--- $s"
    timeout --verbose 5 ./replay "$s"
done
echo "all sessions replayed"
