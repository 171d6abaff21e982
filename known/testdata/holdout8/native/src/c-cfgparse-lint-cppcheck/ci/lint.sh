#!/usr/bin/env bash
# lint: warnings as errors, then static analysis
set -euo pipefail

echo "==> build with -Werror"
make -s clean
make -s CFLAGS="-O2 -g -Wall -Wextra -Wpedantic -Wshadow -Werror"
echo "==> cppcheck"
cppcheck --enable=warning,style,performance --std=c11 --error-exitcode=1 \
	--inline-suppr --quiet -I include src tests
echo "==> lint ok"
