#!/usr/bin/env bash
# CI: build, unit tests, then the end-to-end test under a watchdog (a hung e2e run must not
# hold the runner for the job's whole time limit)
set -euo pipefail

make
make check

limit=${E2E_TIMEOUT:-5}
./build/e2e_test &
pid=$!
(
	sleep "$limit"
	echo "watchdog: e2e_test still running after ${limit}s, sending SIGKILL" >&2
	kill -KILL "$pid"
) &
wait "$pid"
