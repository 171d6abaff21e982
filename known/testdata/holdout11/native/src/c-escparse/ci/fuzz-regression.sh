#!/bin/bash
# replays the fuzz corpus (crashes and slow inputs found by the nightly fuzzer) under a CPU budget
set -eu
make build/fuzz_replay
make check
ulimit -c 0
ulimit -t 5
echo "replaying $(ls corpus | wc -l) corpus inputs (CPU limit 5 s)"
./build/fuzz_replay corpus/*
echo "fuzz regression: OK"
