#!/bin/sh
# Real go test output for the gotest format; go version go1.26.8 linux/amd64 (gcc 12.2.0
# for -race). The package is src/calc; environment variables pick its failures.
cd "$(dirname "$0")/src/calc" || exit 1
export GOFLAGS=-count=1
go test . > ../../gotest-fail.log 2>&1; echo $? > ../../gotest-fail.exit
go test -v . > ../../gotest-v-parallel-subtests.log 2>&1; echo $? > ../../gotest-v-parallel-subtests.exit
CALC_PANIC=1 go test -run 'TestDivPanics|TestAdd$' . > ../../gotest-panic.log 2>&1; echo $? > ../../gotest-panic.exit
CALC_SLOW=1 go test -timeout 1s -run TestSlow -v . > ../../gotest-timeout.log 2>&1; echo $? > ../../gotest-timeout.exit
CALC_RACE=1 go test -race -run TestRace . > ../../gotest-race.log 2>&1; echo $? > ../../gotest-race.exit
go test -json -run 'TestAdd|TestWidth' . > ../../gotest-json.log 2>&1; echo $? > ../../gotest-json.exit
CALC_PASS=1 go test -v -run 'TestWidth|TestAdd$' . > ../../gotest-pass.log 2>&1; echo $? > ../../gotest-pass.exit
# Parallel subtests that log with t.Logf before one of them fails (src/route); the order
# the subtests run in varies from run to run.
cd ../route || exit 1
go test -v . > ../../gotest-v-parallel-logs.log 2>&1; echo $? > ../../gotest-v-parallel-logs.exit
# go test -json over two packages (src/geo): one whose test build fails (Go 1.24+ reports
# it in build-output events) and one with a failing test.
cd ../geo || exit 1
go test -json ./... > ../../gotest-json-build-fail.log 2>&1; echo $? > ../../gotest-json-build-fail.exit
# A failing check two subtests down, under a middle subtest that writes nothing (src/nested).
cd ../nested || exit 1
go test -v . > ../../gotest-v-nested-subtests.log 2>&1; echo $? > ../../gotest-v-nested-subtests.exit
# Three rows of a table test fail one check from one bug (only their numbers differ),
# and another test fails on its own (src/tariff).
cd ../tariff || exit 1
go test . > ../../gotest-table-rows-one-bug.log 2>&1; echo $? > ../../gotest-table-rows-one-bug.exit
# -race over two packages, without -v: each package's race report, then the failure of
# the test it happened in (src/racy).
cd ../racy || exit 1
go test -race ./... > ../../gotest-race-two-packages.log 2>&1; echo $? > ../../gotest-race-two-packages.exit
# Parallel subtests that each t.Logf, two of which fail on their own (src/units): the
# parent's --- FAIL comes first, then each subtest's; the order varies from run to run.
cd ../units || exit 1
go test -v . > ../../gotest-v-parallel-two-subtests.log 2>&1; echo $? > ../../gotest-v-parallel-two-subtests.exit
# Three packages (src/shop): a failing test, a passing package, and one whose TestMain
# exits before any test runs (its schema file is missing): no --- FAIL for it.
cd ../shop || exit 1
go test ./... > ../../gotest-testmain-exit.log 2>&1; echo $? > ../../gotest-testmain-exit.exit
