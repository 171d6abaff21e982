package known

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These logs are shaped like a Travis job (a "$ cmd" echo, the command's output, its
// exit line) to test how a guess is ranked when no exact format explains the failure.

func filler(n int, text string) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "%s %d\n", text, i)
	}
	return b.String()
}

// lineOf is the 1-based number of the first line of log containing sub.
func lineOf(t *testing.T, log, sub string) int {
	t.Helper()
	for i, l := range strings.Split(log, "\n") {
		if strings.Contains(l, sub) {
			return i + 1
		}
	}
	t.Fatalf("no line with %q", sub)
	return 0
}

func firstRoot(t *testing.T, log string) (from, to int) {
	t.Helper()
	res := readAll(mustSet(t), Options{}, []byte(log))
	require.NotEmpty(t, res.RootCauses)
	return res.RootCauses[0].Span.From, res.RootCauses[0].Span.To
}

// A runner's summary far below the failing test's own line points back to it.
func TestSummaryPointsBackToFailedTest(t *testing.T) {
	log := "$ cabal test\n" + filler(10, "compiling module") +
		"    parses tables:    FAIL (0.06s)\n      expected 3 got 4\n" +
		filler(400, "    other test: OK") +
		"1 out of 402 tests failed\nTest suite spec: FAIL\n" +
		"The command \"cabal test\" exited with 1.\n"
	from, _ := firstRoot(t, log)
	assert.Equal(t, lineOf(t, log, "parses tables"), from)
}

// travis_retry: the first attempt's failure is the cause; the attempts after it
// repeat it.
func TestRetryFirstAttempt(t *testing.T) {
	attempt := func(msg string) string {
		return filler(5, "[info] running") + "[info] - " + msg + " *** FAILED ***\n" +
			filler(40, "[info] - passes") + "[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tFooSpec\n"
	}
	log := "$ travis_retry sbt test\n" + attempt("first flake") +
		"The command \"sbt test\" failed. Retrying, 2 of 3.\n" + attempt("second flake") +
		"The command \"sbt test\" failed 2 times.\n"
	from, _ := firstRoot(t, log)
	assert.Equal(t, lineOf(t, log, "first flake"), from)
}

// The same message told twice in one command's output (a build step, then a test
// step that builds again) is one failure, told first where it happened first.
func TestRepeatedMessageFirstTelling(t *testing.T) {
	msg := "❌  Source/Lib.swift:97:2: unknown attribute 'dynamicMemberLookup'\n"
	log := "$ xcodebuild build test\n" + msg + filler(40, "▸ Compiling") + msg +
		"** TEST FAILED **\nThe command \"xcodebuild build test\" exited with 65.\n"
	from, _ := firstRoot(t, log)
	assert.Equal(t, 2, from)
}

// A failure nothing explains keeps the output before it; a short footer there
// ("Wrote results to x") is not that output, the paragraph above it is.
func TestUnexplainedFailureSkipsFooter(t *testing.T) {
	log := "$ awesome_bot README.md\n" + filler(5, "Checking link") + "\nIssues :-(\n> Links\n  1. [L3] 404 https://example.org/gone\n\n" +
		"Wrote results to ab-results.json\nWrote filtered results to ab-filtered.json\n" +
		"The command \"awesome_bot README.md\" exited with 1.\n"
	from, to := firstRoot(t, log)
	assert.LessOrEqual(t, from, lineOf(t, log, "404 https"))
	assert.GreaterOrEqual(t, to, lineOf(t, log, "404 https"))
}

// Guesses after the first unexplained failure are never picked, so however many
// follow, they do not push out the candidates before it.
func TestGuessesBeforeFirstFailureKept(t *testing.T) {
	log := "$ make check\n" + filler(100, "ERROR: early noise") + filler(50, "ok") +
		"fatal: the real cause\nThe command \"make check\" failed. Retrying, 2 of 3.\n" +
		filler(300, "ERROR: later noise") + "The command \"make check\" failed 3 times.\n"
	res := readAll(mustSet(t), Options{}, []byte(log))
	real, found := lineOf(t, log, "the real cause"), false
	for _, c := range res.RootCauses {
		found = found || c.Span.From <= real && real <= c.Span.To
	}
	assert.True(t, found, "a root cause cites line %d: %+v", real, res.RootCauses)
}

// AddressSanitizer's report is found even when a harness quotes it with a prefix.
func TestSanitizerReportPrefixed(t *testing.T) {
	log := "= ==123==ERROR: AddressSanitizer: heap-use-after-free on address 0x1\n" +
		"=     #0 0x4 in main /src/a.c:3:5\n" +
		"CMake Error at RunTests.cmake:85 (message):\n  tests failed\n"
	res := readAll(mustSet(t), Options{}, []byte(log))
	require.NotEmpty(t, res.RootCauses)
	assert.Equal(t, "sanitizer", res.RootCauses[0].Format)
	assert.Equal(t, 1, res.RootCauses[0].Span.From)
}
