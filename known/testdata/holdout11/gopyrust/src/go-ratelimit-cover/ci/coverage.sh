#!/bin/bash
# Coverage gate: the job fails when total statement coverage drops below MIN_COVERAGE.
set -euo pipefail
MIN_COVERAGE=${MIN_COVERAGE:-80}
set -x
go test -count=1 -covermode=atomic -coverprofile=coverage.out ./...
go tool cover -func=coverage.out
set +x
total=$(go tool cover -func=coverage.out | awk '/^total:/ { sub("%", "", $3); print $3 }')
echo "total coverage: ${total}% (minimum ${MIN_COVERAGE}%)"
if awk -v t="$total" -v m="$MIN_COVERAGE" 'BEGIN { exit !(t < m) }'; then
	echo "FAIL: total coverage ${total}% is below the required ${MIN_COVERAGE}%" >&2
	exit 1
fi
echo "coverage gate passed"
