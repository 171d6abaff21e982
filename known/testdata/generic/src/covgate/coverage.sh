#!/bin/sh
# The CI's coverage gate: the tests must cover at least 80% of the statements.
set -e
go test -count=1 -coverprofile=coverage.out ./...
total=$(go tool cover -func=coverage.out | awk '/^total:/ { sub("%", "", $3); print $3 }')
echo "total coverage: $total% (minimum 80%)"
if awk -v t="$total" 'BEGIN { exit !(t < 80) }'; then
	echo "FAIL: total coverage $total% is below the required 80%"
	exit 1
fi
