package known

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readHoldout reads testdata/holdout/logs/<name>.log with every known format.
func readHoldout(t *testing.T, name string) Result {
	t.Helper()
	return readSample(t, filepath.Join("holdout", "logs"), name)
}

// Two different errors in one file are two root causes.
func TestCompilerErrorsInOneFileStandApart(t *testing.T) {
	res := readHoldout(t, "cpp-clang-errors-color")
	require.Len(t, res.RootCauses, 2)
	assert.Equal(t, 1, res.RootCauses[0].Span.From)
	assert.Equal(t, "inventory.cpp:29:7", res.RootCauses[1].Source)
	assert.Equal(t, 4, res.RootCauses[1].Span.From)
}

// One missing type reported again from every file that uses it, and the member
// accesses it breaks, are one root cause.
func TestCompilerCascadeAcrossFilesIsOne(t *testing.T) {
	res := readHoldout(t, "c-unknown-type-cascade")
	require.Len(t, res.RootCauses, 1)
	c := res.RootCauses[0]
	assert.Equal(t, 3, c.Span.From)
	assert.Equal(t, "store.h:16:1", c.Source)
	assert.GreaterOrEqual(t, c.ConsequenceCount, 20)
}

// A follow-on shape folds only after an error of its own file: in another compile
// it is a failure of its own.
func TestFollowOnNeedsItsFile(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "holdout", "logs", "c-unknown-type-cascade.log"))
	require.NoError(t, err)
	lines := strings.Split(string(data), "\n")
	log := strings.Join(lines[2:5], "\n") + "\n" + strings.Join(lines[47:50], "\n") + "\n" // store.h:16, store.c:10
	res := readAll(mustSet(t), Options{}, []byte(log))
	require.Len(t, res.RootCauses, 2, "a member access in another file than the missing type's")

	log = strings.Join(lines[43:50], "\n") + "\n" // store.c:7 unknown type, then store.c:10
	res = readAll(mustSet(t), Options{}, []byte(log))
	require.Len(t, res.RootCauses, 1)
	assert.Equal(t, 1, res.RootCauses[0].ConsequenceCount)
}

// javac's "cannot find symbol" groups by its symbol line: the same symbol again is
// the same cause, another symbol another cause.
func TestJavacCannotFindSymbolGroupsBySymbol(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "javac", "two-files.log"))
	require.NoError(t, err)
	first := strings.Join(strings.Split(string(data), "\n")[:5], "\n") + "\n"
	again := strings.ReplaceAll(first, "Inventory.java:20", "Report.java:9")
	other := strings.ReplaceAll(strings.ReplaceAll(first, "Inventory.java:20", "Report.java:12"), "method totl()", "variable count")
	res := readAll(mustSet(t), Options{}, []byte(first+again+other))
	require.Len(t, res.RootCauses, 2)
	assert.Equal(t, 1, res.RootCauses[0].ConsequenceCount)
	assert.Equal(t, 11, res.RootCauses[1].Span.From)
}

// JUnit 5 under Surefire 2.x names each failing method alone: two tests, two root
// causes, each titled by its exception.
func TestSurefireBareMethodNames(t *testing.T) {
	res := readHoldout(t, "java-maven-junit5-failures")
	require.Len(t, res.RootCauses, 2)
	assert.Equal(t, 28, res.RootCauses[0].Span.From)
	assert.Contains(t, res.RootCauses[0].Title, "AssertionFailedError: 33% off")
	assert.Equal(t, 34, res.RootCauses[1].Span.From)
	assert.Contains(t, res.RootCauses[1].Title, "NullPointerException")
}

// unittest's FAIL:/ERROR: header starts its failure; the traceback's last line is
// the exception whatever its class is named.
func TestUnittestHeaderStartsItsFailure(t *testing.T) {
	res := readHoldout(t, "py-unittest-fail-and-error")
	require.Len(t, res.RootCauses, 2)
	assert.Equal(t, 9, res.RootCauses[0].Span.From)
	assert.Equal(t, 17, res.RootCauses[0].Span.To)
	assert.Equal(t, "decimal.DivisionByZero: [<class 'decimal.DivisionByZero'>]", res.RootCauses[0].Title)
	assert.Equal(t, 20, res.RootCauses[1].Span.From)
}

// A traceback's last line names its exception even when the class does not end in
// Error: it titles the failure and, with no heading, starts it.
func TestTracebackLastLineIsTheException(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "holdout", "logs", "py-unittest-fail-and-error.log"))
	require.NoError(t, err)
	lines := strings.Split(string(data), "\n")[10:17] // Traceback … decimal.DivisionByZero
	for _, last := range []string{
		lines[6],
		"psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint \"users_pkey\"",
		"django.core.exceptions.ImproperlyConfigured: SECRET_KEY must not be empty",
		"Model.DoesNotExist",
		"socket.gaierror: [Errno -2] Name or service not known",
	} {
		log := "starting\n" + strings.Join(lines[:6], "\n") + "\n" + last + "\n"
		res := readAll(mustSet(t), Options{}, []byte(log))
		require.Len(t, res.RootCauses, 1, last)
		assert.Equal(t, last, res.RootCauses[0].Title)
		assert.Equal(t, 8, res.RootCauses[0].Span.From, last)
	}
}

// A log line after a cut traceback does not title it.
func TestTracebackLastLineIsNotALogLine(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "holdout", "logs", "py-unittest-fail-and-error.log"))
	require.NoError(t, err)
	lines := strings.Split(string(data), "\n")[10:16]
	res := readAll(mustSet(t), Options{}, []byte(strings.Join(lines, "\n")+"\nINFO: retrying\n"))
	for _, c := range res.RootCauses {
		assert.NotEqual(t, "INFO: retrying", c.Title)
	}
}

// A chained traceback is one failure from the first exception to the last.
func TestChainedTracebackSpansTheChain(t *testing.T) {
	res := readHoldout(t, "py-traceback-chained")
	require.Len(t, res.RootCauses, 1)
	c := res.RootCauses[0]
	assert.Equal(t, 8, c.Span.From)
	assert.Equal(t, 19, c.Span.To)
	assert.Equal(t, "KeyError: '0002b_backfill'", c.Title)
	assert.Contains(t, c.Source, "migrate.py:27", "the place of the first exception, as its title")
}

// Without -v, "--- FAIL: TestX" comes before its test's output and starts the
// failure; with -v it follows the output, which starts it.
func TestGoTestVerdictBeforeOutputStarts(t *testing.T) {
	res := readHoldout(t, "go-test-fail-and-panic")
	require.Len(t, res.RootCauses, 2)
	assert.Equal(t, 1, res.RootCauses[0].Span.From)
	assert.Equal(t, "Mean([4]) = 2, want 4", res.RootCauses[0].Title)
	assert.Equal(t, 6, res.RootCauses[1].Span.From)
	assert.Contains(t, res.RootCauses[1].Title, "assignment to entry in nil map")

	res = readSample(t, "gotest", "gotest-v-parallel-subtests")
	require.Len(t, res.RootCauses, 2)
	assert.Equal(t, 14, res.RootCauses[0].Span.From)
	assert.Equal(t, 29, res.RootCauses[1].Span.From)
}

// unittest's "test_x (mod.Class) ... ok" lines are unittest's passes, not cargo's.
func TestUnittestPassesAreNotCargo(t *testing.T) {
	res := readHoldout(t, "py-unittest-fail-and-error")
	assert.True(t, hasFormat(res, "unittest"))
	assert.False(t, hasFormat(res, "cargo-test"))
	res = readSample(t, "cargo-test", "cargo-test-pass")
	assert.True(t, hasFormat(res, "cargo-test"))
}

// A test's diff lines are not set -x traces; a trace is "+ cmd args".
func TestTraceIsACommand(t *testing.T) {
	s := mustSet(t)
	lastTrace := func(data []byte) int {
		r := s.NewReader(Options{}).(*reader)
		for i, l := range strings.Split(string(data), "\n") {
			r.Line(i+1, []byte(l))
		}
		return r.lastTrace
	}
	for _, name := range []string{"js-mocha-three-failures", "js-vitest-two-failures"} {
		data, err := os.ReadFile(filepath.Join("testdata", "holdout", "logs", name+".log"))
		require.NoError(t, err)
		assert.Zero(t, lastTrace(data), name)
	}
	for _, l := range []string{"+ make test", "++ git rev-parse HEAD", "+ ./scripts/build.sh --release", "+ FOO=bar go test ./...", "+ '[' -f x ']'"} {
		assert.Equal(t, 2, lastTrace([]byte("start\n"+l+"\n")), l)
	}
}

// Sources name the project's code: a mocha or vitest failure's frame past its diff,
// valgrind's first frame outside the C library, the project's frame in a CMake
// module's call stack.
func TestSourcesAreTheProjects(t *testing.T) {
	for _, tc := range []struct {
		name    string
		sources []string
	}{
		{"js-mocha-three-failures", []string{"test/csv.test.js:12:12", "test/csv.test.js:24:12", "test/csv.test.js:36:5"}},
		{"js-vitest-two-failures", []string{"src/bucket.test.js:24:22", "src/bucket.test.js:34:37"}},
		{"c-valgrind-invalid-read-leak", []string{"histogram.c:29", "histogram.c:16"}},
		{"c-cmake-configure-missing-package", []string{"CMakeLists.txt:6"}},
	} {
		res := readHoldout(t, tc.name)
		require.Len(t, res.RootCauses, len(tc.sources), tc.name)
		for i, want := range tc.sources {
			assert.Equal(t, want, res.RootCauses[i].Source, "%s root cause %d", tc.name, i+1)
		}
	}
}

// The names an error quotes are the project's: not keywords, tokens, or the
// standard library's.
func TestQuotedIdents(t *testing.T) {
	for msg, want := range map[string][]string{
		"unknown type name ‘store_t’":                                               {"store_t"},
		"request for member ‘entries’ in something not a structure or union":        {"entries"},
		"no member named 'push' in 'std::map<std::basic_string<char>, int>'":        {"push"},
		"expected ‘=’, ‘,’, ‘;’, ‘asm’ or ‘__attribute__’ before ‘*’ token":         nil,
		"invalid operands to binary expression ('std::string' and 'int')":           nil,
		"use of undeclared identifier 'ns::helper'":                                 {"ns::helper"},
		"variable has incomplete type 'struct wal_header'":                          {"wal_header"},
		"invalid application of 'sizeof' to an incomplete type 'struct wal_header'": {"wal_header"},
	} {
		assert.Equal(t, want, quotedIdents(msg, nil), msg)
	}
}

// node --test's spec reporter closes a suite with "✖ Suite (3ms)" after its failing
// tests: the suite's line is their consequence, not a failure of its own.
func TestNodeSuiteLineIsNotAFailure(t *testing.T) {
	res := readSample(t, filepath.Join("holdout2", "logs"), "js-node-test-spec-reporter")
	require.Len(t, res.RootCauses, 2)
	assert.Equal(t, 7, res.RootCauses[0].Span.From)
	assert.Equal(t, 32, res.RootCauses[1].Span.From)
}

// A runner that states only an exit status gets its conventional meaning said.
func TestStatusMeaningInTitle(t *testing.T) {
	res := readSample(t, filepath.Join("holdout2", "logs"), "gha-sh-timeout-124")
	require.NotEmpty(t, res.RootCauses)
	assert.Contains(t, res.RootCauses[len(res.RootCauses)-1].Title, "exit code 124. (timed out")
}
