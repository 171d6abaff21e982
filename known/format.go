package known

import "github.com/wisptriage/wisptriage/ingest"

// Role says what a line matched by a Pattern means to the reader.
type Role int

// Roles of a pattern.
const (
	// RoleIgnore claims the line so that no later pattern (the generic reader's, say)
	// reads it, and closes the open block.
	RoleIgnore Role = iota
	// RoleError starts a problem: a root cause, unless the format's GroupBy puts it
	// under an earlier one (then it is counted as a consequence).
	RoleError
	// RoleWarning is a warning: counted per format and kind, the first few kept.
	RoleWarning
	// RoleContext continues the open block (a note, a stack frame); ignored otherwise.
	RoleContext
	// RolePre is context printed before the error it belongs to ("In file included
	// from"); a run of them becomes the next error's evidence.
	RolePre
	// RoleLocation names the open problem's location when its first line did not
	// (rustc's "--> src/main.rs:3:5", a goroutine frame); it may also give the title.
	RoleLocation
	// RoleRetitle replaces the open problem's title and source (a Java "Caused by:",
	// where the deepest cause is the root).
	RoleRetitle
	// RoleConsequence was set off by an earlier problem (make's "Error 2", collect2,
	// "FAIL pkg"); it is counted under the latest root cause. With no cause before it,
	// it stands as a root cause of its own.
	RoleConsequence
	// RoleTestStart names the test whose output follows (=== RUN, [ RUN      ]), so
	// errors can be attributed to it.
	RoleTestStart
	// RoleTestPass is a passing test: it forgets the test's tentative errors.
	RoleTestPass
	// RoleTrace is a shell xtrace line ("+ make test"): the last one is where a
	// `set -e` script stopped.
	RoleTrace
	// RoleInfo only carries a tally, verdict, count or section (its other fields).
	RoleInfo
)

// Pos says where in a line a pattern's literal must be.
type Pos int

// Literal positions.
const (
	Anywhere    Pos = iota
	LineStart       // the line starts with it, after any indentation
	LineEnd         // the line ends with it
	AfterNumber     // the line starts with a number (after any indentation), then it: "1) ", "3/10 "
	// BeforeNumber: anywhere, followed by a digit, as a location's file is by its line
	// (".go:", ".py:").
	BeforeNumber
	// AtColon: at the line's first colon, after a name ("a.c: In function").
	AtColon
)

// GroupBy says which errors of a format fold under an earlier root cause.
type GroupBy int

// Grouping keys.
const (
	GroupNone  GroupBy = iota // every error is a root cause of its own
	GroupFile                 // errors in a file with a root cause already are its consequences
	GroupTest                 // errors of one test (captured or current) are one root cause
	GroupScope                // consecutive errors of the format are one, until a consequence closes it
	// GroupMessage: an error that repeats an earlier root cause's message ("undefined: x"
	// at another call site, a missing module imported from several files) is that one
	// again; a different message is another root cause.
	GroupMessage
	// GroupNamed is GroupMessage for a tool whose messages say what they are about
	// (go's "undefined: x"): one that names nothing ("unreachable code", "missing
	// return") says it of unrelated places, so each of those stands alone.
	GroupNamed
	// GroupCascade, for compilers: an error that repeats an earlier root cause's
	// message, names an identifier it named ('store_t'), or has a follow-on shape
	// (Pattern.FollowOn) is that cause again, in any file; any other error, in the same
	// file or not, is a root cause of its own.
	GroupCascade
)

// Block says which following lines belong to an error's block (its Span), when no
// pattern claims them.
type Block int

// Block shapes.
const (
	BlockLine        Block = iota // the line alone
	BlockIndent                   // lines starting with a space or a tab
	BlockIndentBlank              // indented lines and blank lines between them
	BlockAny                      // every unclaimed line, up to the cap
	BlockSnippet                  // indented lines, and the line right after the first (clang's unindented source line)
	BlockGutter                   // indented lines and source lines behind a line-number gutter ("12 |", rustc)
)

// Pattern is one kind of line of a format. A line is tested against a pattern's
// regexp only when it contains Literal (compared ignoring ASCII case), so most lines
// cost no regexp at all: choose the rarest literal the regexp cannot match without.
// A literal found anywhere in a line must be at least 3 bytes long (the scanner reads
// three at a time); a placed one may be shorter.
//
// Re uses RE2 syntax and may name these groups: file, line, col (the location), msg
// (the title), test (the test a line belongs to), key (a grouping key), kind (a
// warning's kind), name (a section's name), status (an exit status), and for tallies
// passed, failed, skipped, total, errors, warnings, dur (seconds) and durms
// (milliseconds). A tally line may also name tkey, what its errors and warnings are
// counts of: a later line with the same tkey adds only what it counts beyond the most
// that key counted (cargo prints a target's warnings again on each run, and a lib's
// unit tests compile the lib's errors again); and dups, how many of its warnings the
// tool says are duplicates of ones already counted.
type Pattern struct {
	Role    Role
	Literal string // required; the line must contain it
	// Pos places the literal (compared exactly). A placed literal is checked without
	// a regexp, and for a test start or pass, whose name is read only when needed,
	// it is all the matching the line gets: such a pattern's Re must match every
	// line its placed literal does.
	Pos Pos
	// Loc reads a "file:line[:col]:" at the start of the line without a regexp; the
	// literal must then follow it (after spaces), and Re, if any, reads the rest.
	// Reject then applies to the file alone.
	Loc bool
	// MsgAfter takes the title from the text after the literal, without a regexp.
	MsgAfter bool
	// KindTrailer takes a trailing " [kind]" off the title as the warning's kind
	// (gcc's "[-Wunused-variable]").
	KindTrailer bool
	// Re reads the line (RE2; must not start with ".*"); "" means the placed literal
	// alone decides.
	Re     string
	Reject string // optional; when it matches too, the pattern does not fire
	// Title is used when Re has no msg group; "" then means the cleaned line itself.
	Title string
	// TitleNext takes the title from the next non-blank line (CMake, new Rust panics).
	TitleNext bool
	// StartsNext, with TitleNext: when that line follows at once, the failure starts
	// there and this line stays as its evidence (ctest --output-on-failure prints the
	// test's own words under its "***Failed" line).
	StartsNext bool
	// TitlePrev makes the line just before the head of the finding, and its title
	// (ruff names the rule above its " --> file:line:col" line).
	TitlePrev bool
	// SetsFile: the line's file group is the file of the format's later lines that
	// name only a line and column (ESLint's stylish output names each file once).
	SetsFile bool
	// Weak marks a line that only announces a failure whose message comes later
	// (1 a header such as "---- t stdout ----", 2 a summary such as "--- FAIL: T",
	// "FAILED: target"); a more specific error of the same problem takes its place.
	Weak int
	// Tentative errors (a t.Log line, a gtest "Failure") become a root cause only when
	// their test fails; until then they are remembered, bounded.
	Tentative bool
	// Guess: alone, the error is only a likely cause, as the generic reader's are (a
	// bare "ValueError: x" line may be any tool's, or a test's log); under an open
	// problem of its format it is exact.
	Guess bool
	// TitleLast (a regexp, optional msg group): the line that ends the error's block,
	// when it matches, says what the failure was and takes it over as an exception
	// line would (a Python traceback ends with its exception, whatever its class is
	// named: "decimal.DivisionByZero: [...]").
	TitleLast string
	// Chain: the line links the latest root cause of its format to the
	// failure printed next (Python's "During handling of the above exception"): that
	// failure's lines extend the cause, up to its line cap, and its start stays.
	Chain bool
	// Heads (RolePre): the line names the failure that follows (unittest's "FAIL:
	// test_x (mod.Class)"), so that failure starts here, whichever of its lines
	// later says what it was.
	Heads bool
	// FollowOn: the error is what an earlier error of its format leaves behind (a
	// "request for member in something not a structure" after a type went missing):
	// under GroupCascade, when the format's previous error was in the same file, it
	// folds under that error's root cause.
	FollowOn bool
	// FollowsTitle (a regexp): with FollowOn, only after a root cause so titled, and
	// then in the same translation unit too (a header's member whose type failed to
	// parse is missing from its struct in each file that uses it).
	FollowsTitle string
	// IncludedFrom (RolePre): the line's file group includes the file the next error
	// is in ("In file included from x.cpp:1:"): that error's translation unit.
	IncludedFrom bool
	// FollowsSame: with FollowOn, only after an error of this same pattern (one missing
	// include leaves every type it declared unknown, one after the other).
	FollowsSame bool
	// KeyJoins (RoleContext, with KeyFrom matched on the line): the line says what the
	// error above it is about; when an earlier root cause is keyed alike, the error
	// folds under it (javac: a method called on a value whose type changed to
	// Optional<T>, after an "Optional<T> cannot be converted to T"). KeyClaims: when
	// none is, the error above takes that key, for the errors after it (tsc: a required
	// property missing, said under an argument's error, then alone).
	KeyJoins, KeyClaims bool
	// KeyFrom (a regexp with groups): when it matches the title (a context line's
	// text), its groups are the error's grouping key (what tsc says of a renamed
	// property: "Property 'x' does not exist on type 'T'" and "... and 'x' does not
	// exist in type 'T'").
	KeyFrom string
	// KeyLater: the message is too generic to group by (javac's "cannot find
	// symbol"); a key group on a later line of its block completes its key, and only
	// then does it fold under an earlier cause with the same key.
	KeyLater bool
	// TypePair: the key group names two types ("int and int64", "int64) as int"): in
	// either order they are one key, as one changed type sets off errors of both orders.
	TypePair bool
	// EndsTest: the line is a test's verdict after its output; what follows is no
	// test's until the next starts (gtest --gtest_brief prints no start lines).
	EndsTest bool
	// Imports: the error says that what a file imports is missing (javac's "package x
	// does not exist"): the file's later errors whose symbol is named only later
	// (KeyLater: "cannot find symbol") are what the import leaves unresolved, and fold
	// under it (GroupCascade).
	Imports bool
	// Nested: the format's failures nest by indentation (node --test's spec reporter
	// closes a suite with "✖ Suite (3ms)" after its failing tests): a line less
	// indented than the format's latest root cause, naming no test seen before, is the
	// suite's summary, a consequence of that cause.
	Nested bool
	// Mutes: the format's error lines that follow are a passing test's output (pytest
	// -rA's PASSES section), read as nothing until a line with Unmutes.
	Mutes, Unmutes bool
	// AfterSeen: the pattern counts only once its format has read a line before (a
	// bare "OK" is unittest's verdict after its "Ran N tests", and apt-key's anywhere).
	AfterSeen bool
	// Block overrides the format's Block for this pattern's lines.
	Block *Block
	// InBlock tries the pattern only inside an open block of its own format: a shape
	// too common to read everywhere (Rolldown's "[PARSE_ERROR] x" under vite's "error
	// during build:") costs no regexp elsewhere.
	InBlock bool
	// Severity of a root cause or warning (default SevError for errors).
	Severity ingest.Severity
	// Verdict is "failure" or "success" when the line is the runner's verdict.
	Verdict string
	// Named: the line's key group groups it as GroupNamed would, in a format whose
	// errors otherwise stand alone (ESLint's no-undef: one missing global, or a test
	// framework's globals, reported on many lines are one problem).
	Named bool
	// Adjacent: with Named, the line folds only into the format's latest root cause
	// (mypy's errors about one Optional value used unchecked, one after another).
	Adjacent bool
	// Flaky: the line's test group names a test that failed and then passed on a
	// rerun (Surefire's "Flakes:" list): its root cause is told as a warning instead.
	Flaky bool
	// NoneFailed: the line is a runner's summary that would name failed tests: naming
	// none, it says 0 failed (Jest's "Tests: 21 passed, 21 total").
	NoneFailed bool
	// NoneSkipped: likewise for skipped tests (Jest and Vitest name only the counts
	// that are not 0).
	NoneSkipped bool
	// Count adds one to a tally field per line: "passed", "failed" or "skipped".
	Count string
	// Close ends grouping at this line: later errors start new root causes even when
	// their file or test was seen before (a link, a test package, a crate is done).
	Close bool
	// RunStarts: a test runner's run starts (pytest's "test session starts", a unittest
	// -v test's line). ReportStarts: the runner begins to report its failures (pytest's
	// FAILURES, unittest's "FAIL: test"). The runner reports every failure itself, so
	// what other formats read as failures in between (a traceback a passing test
	// logged, its "No space left on device") was the tests' output; a verdict of the
	// runner also ends the run.
	RunStarts, ReportStarts bool
	// ConseqAfter: the error is a consequence when the latest root cause is of one of
	// these formats (a shell's "Segmentation fault" after valgrind's report of the
	// access that crashed).
	ConseqAfter []string
	// Command: the line starts a command (a GitHub Actions step's "Run x"), as an
	// xtrace line does: a failure nothing explains is looked for in its output.
	Command bool
	// Alone (a consequence with Close): when no failure was read since the previous
	// Close, the unit this line ends failed on its own, and what it printed since is
	// the root cause (a Go test binary whose TestMain exited, with no --- FAIL).
	Alone bool
	// TallyOff: the lines that follow repeat counts the log already gave (automake's
	// test-suite.log, printed by VERBOSE=yes) and are not tallied, up to a line with
	// TallyOn.
	TallyOff, TallyOn bool
	// Fresh: the error starts a root cause of its own whatever came before (a Close
	// before it rather than after): compileall's "*** File" opens each file's error.
	Fresh bool
	// Section opens ("+kind") or closes ("-kind") a section, or marks the end of an
	// implicit one that started after the previous ("=kind", a test package's ok/FAIL).
	Section string
}

// Format is one tool's output format, as data. To add a format: write a function
// returning []Format in a formats_<family>.go file, call it from Formats, and put at
// least one real sample in testdata/<Name>/ with a gen.sh saying how it was made; run
// `go test ./known/ -update` to write its golden file and review the diff.
//
// Order matters: for each line the first pattern that matches (formats in list order,
// patterns in format order) is the only one that fires, so specific patterns go before
// general ones and the generic reader comes last.
type Format struct {
	Name    string // the testdata directory and the name in findings
	Doc     string // one line: which tool, which output
	Kind    string // build, test or lint: what a log this format dominates is
	GroupBy GroupBy
	Block   Block
	// Guess marks a reader of common shapes only (the generic fallback): its root
	// causes are used only when no exact format found one.
	Guess bool
	// Soft marks failures a build may go on past (a missing optional command): one
	// followed by more than 100 lines and a later failure is not a root cause.
	Soft bool
	// Repeats: a root cause whose title holds one of these only repeats the format's
	// first one (a JVM class whose initialiser threw: "Could not initialize class").
	Repeats []string
	// SameTitle (a regexp): a root cause whose title matches it, titled word for word
	// as an earlier one of its format (or naming the same thing, when the regexp has a
	// group), is that one again wherever it is (ld: one missing symbol, in each program
	// that links it; go: one package's missing name, in each package that uses it;
	// webpack: one module that cannot be resolved, from each module importing it).
	SameTitle string
	// LineRules: a linter's rules whose findings on one line are one problem (flake8's
	// W605 for each escape of one string literal, E251 for the spaces on both sides of
	// one '='); the title starts with the rule.
	LineRules []string
	// FileRules: a linter's rules whose findings in one file are one problem (flake8's
	// E402 for each import after the statement that should follow them).
	FileRules []string
	// TitleReach: a failure titled only by its heading ("____ test_x ____") reads on
	// this many lines for the line that says what failed (a long traceback's E line),
	// which then starts the root cause; the heading stays as its evidence.
	TitleReach int
	Patterns   []Pattern
}

// block returns the block shape of a pattern of this format.
func (f *Format) block(p *Pattern) Block {
	if p.Block != nil {
		return *p.Block
	}
	return f.Block
}

// blockPtr is a helper for Pattern.Block literals.
func blockPtr(b Block) *Block { return &b }
