#!/bin/bash
# CI: build and run the unit tests; a runaway test must not hold the runner
set -eux
ulimit -t 5
make all
make check
