#!/bin/bash
# nightly: build, unit test, then the queue benchmark under a hard wall-clock limit
set -euo pipefail
make all
./build/test_queue
echo "running benchmark (limit 5s)"
timeout --signal=KILL 5 ./build/bench_queue
echo "benchmark done"
