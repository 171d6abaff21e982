package known

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readSample reads testdata/<format>/<name>.log with every known format.
func readSample(t *testing.T, format, name string) Result {
	t.Helper()
	return readAll(mustSet(t), Options{}, sampleData(t, format, name))
}

// sampleData is a sample's bytes.
func sampleData(t *testing.T, format, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", format, name+".log"))
	require.NoError(t, err)
	return data
}

// sampleLines returns the lines of a sample that contain sub.
func sampleLines(t *testing.T, format, name, sub string) []string {
	t.Helper()
	data := sampleData(t, format, name)
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, sub) {
			out = append(out, l)
		}
	}
	require.NotEmpty(t, out, "no line with %q in %s/%s", sub, format, name)
	return out
}

func hasFormat(res Result, name string) bool {
	for _, s := range res.Formats {
		if s.Format == name {
			return true
		}
	}
	return false
}

// A location line with no open block falls through: the assertion line of a Mocha
// failure, seen alone, is still read (by the generic reader) rather than swallowed.
func TestLocationFallsThrough(t *testing.T) {
	line := sampleLines(t, "mocha", "failure", "AssertionError [ERR_ASSERTION]")[0]
	res := readAll(mustSet(t), Options{}, []byte("starting\n"+line+"\n"))
	require.Len(t, res.RootCauses, 1)
	assert.Equal(t, 2, res.RootCauses[0].Span.From)
	assert.Contains(t, res.RootCauses[0].Title, "AssertionError")
}

// A bare "Error: x" titles an open Node crash, and a generic shape inside the crash's
// block does not take its frames away: the source is the project's frame.
func TestNodeCrashKeepsItsBlock(t *testing.T) {
	res := readSample(t, "node", "throw")
	require.Len(t, res.RootCauses, 1)
	c := res.RootCauses[0]
	assert.True(t, strings.HasPrefix(c.Title, "Error: ENOENT"), c.Title)
	assert.Equal(t, "/tmp/wisptriage-gen-node/throw.js:5:30", c.Source)
	assert.GreaterOrEqual(t, c.Span.To, 8)
	assert.False(t, hasFormat(res, "generic"))
}

// TitleNext stops once a location line has set the title: a Jasmine message whose
// error line (read by the node format) is followed by more text keeps the error line.
func TestTitleNextStopsAtLocation(t *testing.T) {
	errLine := sampleLines(t, "jasmine", "failure", "TypeError: Cannot read")[0]
	log := "  Message:\n" + errLine + "\n    at the second line of the message\n  Stack:\n"
	res := readAll(mustSet(t), Options{}, []byte(log))
	require.Len(t, res.RootCauses, 1)
	assert.Equal(t, strings.TrimSpace(errLine), res.RootCauses[0].Title)
}

// A "Caused by:" that names no place clears the outer exception's: the location is
// the first project frame under the deepest cause.
func TestCausedByClearsSource(t *testing.T) {
	res := readSample(t, "java-exception", "caused-by")
	require.Len(t, res.RootCauses, 1)
	assert.Equal(t, "Loader.java:10", res.RootCauses[0].Source)
	assert.True(t, strings.HasPrefix(res.RootCauses[0].Title, "java.io.FileNotFoundException"))
}

// A stated total leaves passed to subtraction: Surefire with errors, unittest.
func TestTotalGivesPassed(t *testing.T) {
	for _, c := range []struct {
		format, name string
		passed       int
	}{
		{"maven", "test-failure", 1}, // Tests run: 3, Failures: 1, Errors: 1, Skipped: 0
		{"unittest", "failure", 2},   // Ran 5 tests; FAILED (failures=1, errors=1, skipped=1)
		{"unittest", "success", 2},   // Ran 3 tests; OK (skipped=1)
		{"jasmine", "failure", 2},    // 4 specs, 2 failures
		{"junit4", "failure", 3},     // Tests run: 5,  Failures: 2
	} {
		t.Run(c.format+"/"+c.name, func(t *testing.T) {
			res := readSample(t, c.format, c.name)
			require.NotNil(t, res.Tally.TestsPassed)
			assert.Equal(t, c.passed, *res.Tally.TestsPassed)
		})
	}
}

// ruff's full format: the " --> file" line is ruff's (not rustc's), the rule line
// above it titles the finding, and each finding is a problem of its own.
func TestRuffFullFindingsStandAlone(t *testing.T) {
	res := readSample(t, "ruff", "failure-full")
	require.Len(t, res.RootCauses, 5)
	c := res.RootCauses[0]
	assert.Equal(t, "ruff", c.Format)
	assert.Equal(t, "app.py:1:8", c.Source)
	assert.Equal(t, "F401 [*] `os` imported but unused", c.Title)
	assert.Equal(t, 1, c.Span.From)
	assert.Equal(t, "app.py:16:12", res.RootCauses[4].Source)
	assert.Equal(t, 1, res.RootCauses[4].ConsequenceCount) // "Found 5 errors."
	assert.False(t, hasFormat(res, "rustc"))
	assert.Equal(t, "lint", res.Kind)
}

// ESLint's stylish rows take their file from the name above them; each error row is a
// problem of its own.
func TestESLintRowsHaveTheirFile(t *testing.T) {
	res := readSample(t, "eslint", "failure")
	require.Len(t, res.RootCauses, 5)
	assert.Equal(t, "/tmp/jsw/gen-eslint/config.js:6:36", res.RootCauses[0].Source)
	assert.Equal(t, "/tmp/jsw/gen-eslint/server.js:1:7", res.RootCauses[1].Source)
	assert.Equal(t, "/tmp/jsw/gen-eslint/server.js:11:11", res.RootCauses[4].Source)
}

// Go prints "FAIL\tpkg": Jest's "FAIL ./x.test.js" is Jest's, not a Go package.
func TestJestFailIsNotGo(t *testing.T) {
	res := readSample(t, "jest", "failure")
	assert.False(t, hasFormat(res, "gotest"))
	assert.Equal(t, "jest", res.RootCauses[0].Format)
}

// Go repeats a message at each use of a removed name: the repeats are that one
// problem, and another message is another.
func TestGoRepeatedMessageIsOneCause(t *testing.T) {
	lines := sampleLines(t, "go", "go-build-too-many-errors", "undefined: ")
	log := lines[0] + "\n" + lines[1] + "\n" + strings.Replace(lines[0], "main.go:6:14", "more.go:20:3", 1) + "\n"
	res := readAll(mustSet(t), Options{}, []byte(log))
	require.Len(t, res.RootCauses, 2)
	assert.Equal(t, "undefined: total", res.RootCauses[0].Title)
	assert.Equal(t, 1, res.RootCauses[0].ConsequenceCount)
	assert.Equal(t, "undefined: items", res.RootCauses[1].Title)
}

// A compiler that printed warnings and no error succeeded, though it says no verdict.
func TestWarningsAloneSucceed(t *testing.T) {
	res := readSample(t, "javac", "warnings")
	assert.Empty(t, res.RootCauses)
	assert.Equal(t, OutcomeSuccess, res.Outcome)
}

// webpack's closing line with warnings alone is a success.
func TestWebpackWarningsAloneSucceed(t *testing.T) {
	line := sampleLines(t, "webpack", "success", "compiled successfully")[0]
	res := readAll(mustSet(t), Options{}, []byte(strings.Replace(line, "compiled successfully", "compiled with 2 warnings", 1)+"\n"))
	assert.Equal(t, OutcomeSuccess, res.Outcome)
	require.NotNil(t, res.Tally.Warnings)
	assert.Equal(t, 2, *res.Tally.Warnings)
}

// npm quotes a failed install script's output after its "command" line: that output
// is the failure's, cited with it, not consequences of it.
func TestNpmScriptOutputIsItsCause(t *testing.T) {
	for _, name := range []string{"install-script", "install-script-npm9"} {
		res := readSample(t, "npm", name)
		require.Len(t, res.RootCauses, 1, name)
		c := res.RootCauses[0]
		assert.Equal(t, 6, c.Span.To, name) // "gyp ERR! build error: make failed with exit code 2"
		assert.Zero(t, c.ConsequenceCount, name)
		assert.Equal(t, OutcomeFailure, res.Outcome, name)
	}
}

// A job whose test step passed and whose next step then failed with no verdict of its own
// failed: a success verdict does not hide a failure read after it. One before it (a
// retried step that then passed) leaves the success.
func TestFailureAfterSuccessVerdictFails(t *testing.T) {
	passed, crashed := sampleData(t, "unittest", "success"), sampleData(t, "python-traceback", "chained")

	res := readAll(mustSet(t), Options{}, append(append([]byte{}, passed...), crashed...))
	assert.Equal(t, OutcomeFailure, res.Outcome)
	require.NotEmpty(t, res.RootCauses)

	res = readAll(mustSet(t), Options{}, append(append([]byte{}, crashed...), passed...))
	assert.Equal(t, OutcomeSuccess, res.Outcome)
}

// A bare "OK" (apt-key's, gpg's) is unittest's verdict only after unittest's own lines.
func TestBareOKIsNoVerdict(t *testing.T) {
	ok := sampleLines(t, "unittest", "success", "OK")
	require.NotEmpty(t, ok)
	res := readAll(mustSet(t), Options{}, []byte("Executing: gpg --import\n"+strings.Replace(ok[len(ok)-1], " (skipped=1)", "", 1)+"\n"))
	assert.Equal(t, OutcomeUnknown, res.Outcome)

	res = readSample(t, "unittest", "success")
	assert.Equal(t, OutcomeSuccess, res.Outcome)
}

// A run that ends in a success verdict has no guessed cause, whatever error-like lines
// its passing tests printed.
func TestSuccessHasNoGuess(t *testing.T) {
	errLine := sampleLines(t, "node", "throw", "Error: ")[0]
	res := readAll(mustSet(t), Options{}, append([]byte(errLine+"\n"), sampleData(t, "unittest", "success")...))
	assert.Equal(t, OutcomeSuccess, res.Outcome)
	assert.Empty(t, res.RootCauses)

	res = readAll(mustSet(t), Options{}, []byte(errLine+"\n"))
	assert.NotEmpty(t, res.RootCauses, "with no verdict the line is still a guess")
}

// pytest's "ERROR path - message" names a test file; a logger's "ERROR pkg.Class - message"
// (a Java or Python logger in a test's output) is not pytest's.
func TestPytestErrorNeedsAPath(t *testing.T) {
	line := sampleLines(t, "pytest", "collect-error", "ERROR test_broken_import.py")[0]
	res := readAll(mustSet(t), Options{}, []byte(line+"\n"))
	require.NotEmpty(t, res.RootCauses)
	assert.Equal(t, "pytest", res.RootCauses[0].Format)

	logger := strings.Replace(line, "test_broken_import.py", "io.example.retry.Retrier - attempt 1/5 failed", 1)
	res = readAll(mustSet(t), Options{}, []byte(logger+"\n"))
	for _, c := range res.RootCauses {
		assert.NotEqual(t, "pytest", c.Format, c.Title)
	}
}

// A program's bare "error: x" line is rustc's only once cargo or rustc has spoken.
func TestBareErrorIsRustcOnlyAfterRustc(t *testing.T) {
	line := sampleLines(t, "pytest", "report-ra", "error: row 2")[0]
	res := readAll(mustSet(t), Options{}, []byte(line+"\n"))
	for _, c := range res.RootCauses {
		assert.NotEqual(t, "rustc", c.Format, c.Title)
	}
	compiling := sampleLines(t, "rustc", "rustc-errors-and-warnings", "Compiling ")[0]
	res = readAll(mustSet(t), Options{}, []byte(compiling+"\n"+line+"\n"))
	require.NotEmpty(t, res.RootCauses)
	assert.Equal(t, "rustc", res.RootCauses[0].Format)
}

// A failing subtest that wrote nothing itself, under a failing parent, whose own subtest
// wrote the error: nothing is taken at the middle one (this used to panic), and the
// deepest subtest's line is the failure.
func TestNestedSubtestWithoutOutput(t *testing.T) {
	res := readSample(t, "gotest", "gotest-v-nested-subtests")
	require.Len(t, res.RootCauses, 1)
	assert.Equal(t, 4, res.RootCauses[0].Span.From)
}
