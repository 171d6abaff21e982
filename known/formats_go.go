package known

// goroot matches frames in Go's own sources (a standard package has no dot in its
// first path element; GOPATH and module paths do) and the generated test main.
const goroot = `(?:/go|/goroot|/libexec|/x64)/src/[a-z0-9]+/|_testmain\.go`

// goFormats: the Go compiler and vet, and go test (plain, -v, and -json through the
// reader's unwrapping of each event's Output).
func goFormats() []Format {
	return []Format{
		{
			// The type checker suppresses follow-on errors, so each message is a mistake
			// of its own; the same message again (a removed name's other uses) is not.
			Name: "go", Doc: "the Go compiler and go vet: file:line:col errors per package, too many errors",
			Kind: "build", GroupBy: GroupNamed, Block: BlockIndent,
			SameTitle: `^undefined: \w+\.\w+$`, // a package's missing name, in each package that uses it
			Patterns: []Pattern{
				// A package header starts a new compile: the same file name in another
				// package is another problem.
				{Role: RoleInfo, Literal: "# ", Pos: LineStart, Re: `^# (?P<name>[\w./~-]+(?: \[[^\]]+\])?)$`, Close: true},
				{Role: RoleConsequence, Literal: "too many errors", Pos: LineEnd, Re: `^(?:\S+\.go:\d+:\d+: )?too many errors$`},
				// A type changed (int to int64): its uses mix the two types, in either order.
				{Role: RoleError, Literal: "mismatched types", Re: `^(?P<file>[^\s:]+\.go):(?P<line>\d+)(?::(?P<col>\d+))?: (?P<msg>invalid operation: .* \(mismatched types (?P<key>\S+ and \S+)\))$`, TypePair: true},
				// A method added to an interface: every type used as it lacks it, one problem.
				{Role: RoleError, Literal: "(missing method ", Re: `^(?P<file>[^\s:]+\.go):(?P<line>\d+)(?::(?P<col>\d+))?: (?P<msg>.* does not implement (?P<key>\S+ \(missing method \w+\)))$`},
				{Role: RoleError, Literal: " value", Re: `^(?P<file>[^\s:]+\.go):(?P<line>\d+)(?::(?P<col>\d+))?: (?P<msg>cannot use \S+ \((?:variable|value|struct field) of type (?P<key>\S+\) as \S+) value .*)$`, TypePair: true},
				// go.sum lacks the module: one problem, however many of its packages are used.
				// The go command's own failures before any compile: the module's setup.
				{Role: RoleError, Literal: "go: ", Pos: LineStart, Re: `^go: (?P<msg>(?:go\.mod requires go >= |cannot find main module|updates to go\.mod needed|inconsistent vendoring|errors parsing go\.mod|go\.mod file indicates go ).*)$`, Verdict: OutcomeFailure},
				{Role: RoleError, Literal: "missing go.sum entry", Re: `^(?P<file>[^\s:]+\.go):(?P<line>\d+)(?::(?P<col>\d+))?: (?P<msg>(?P<key>missing go\.sum entry) for module providing package .*)$`},
				// vet's lostcancel names the leak, then each return that leaks it.
				{Role: RoleConsequence, Literal: "this return statement may be reached without using the ", Re: `^\S+\.go:\d+:\d+: this return statement may be reached without using the \w+ var defined on line \d+$`},
				// A renamed field or method: each use names its own expression ("u.Name",
				// "users[i].Name") and T or *T; the type and the name are the problem.
				{Role: RoleError, Literal: ".go:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.go):(?P<line>\d+)(?::(?P<col>\d+))?: (?P<msg>\S+ undefined \(type \*?(?P<key>\S+ has no field or method \w+)[^)]*\))$`},
				{Role: RoleError, Literal: ".go:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.go):(?P<line>\d+)(?::(?P<col>\d+))?: (?:vet: )?(?P<msg>.*)`},
				{Role: RoleError, Literal: "vet: ", Pos: LineStart, Re: `^vet: (?P<msg>.*)`},
				// The chain of imports ("package a", "imports b from a.go", ...) ends in the error.
				{Role: RoleError, Literal: "import cycle not allowed", Re: `^(?:\s*imports \S+(?: from (?P<file>\S+\.go))?: )?(?P<msg>import cycle not allowed(?: in test)?)$`},
			},
		},
		{
			Name: "gotest", Doc: "go test: --- FAIL with its output, panics and races attributed to their test, FAIL/ok per package",
			Kind: "test", GroupBy: GroupTest, Block: BlockIndent,
			Patterns: []Pattern{
				{Role: RoleTestStart, Literal: "=== RUN ", Pos: LineStart, Re: `^\s*=== RUN\s+(?P<test>\S+)`},
				{Role: RoleTestStart, Literal: "=== CONT ", Pos: LineStart, Re: `^\s*=== CONT\s+(?P<test>\S+)`},
				{Role: RoleTestStart, Literal: "=== NAME ", Pos: LineStart, Re: `^\s*=== NAME\s+(?P<test>\S+)`},
				{Role: RoleTestPass, Literal: "--- PASS: ", Pos: LineStart, Re: `^\s*--- PASS: (?P<test>\S+)`, Count: "passed"},
				{Role: RoleTestPass, Literal: "--- SKIP: ", Pos: LineStart, Re: `^\s*--- SKIP: (?P<test>\S+)`, Count: "skipped"},
				// Every "--- FAIL" line counts, a parent failed by its subtest too, as
				// go test -json's consumers (gotestsum) count them.
				{Role: RoleError, Literal: "--- FAIL: ", Pos: LineStart, Re: `^\s*--- FAIL: (?P<test>\S+)`, Weak: 2, Count: "failed"},
				{Role: RoleError, Literal: "panic: test timed out", Pos: LineStart, Re: `^panic: (?P<msg>test timed out after \S+)`, Block: blockPtr(BlockAny)},
				{Role: RoleError, Literal: "panic: ", Pos: LineStart, Re: `^panic: (?P<msg>.*)`, Block: blockPtr(BlockAny)},
				{Role: RoleError, Literal: "WARNING: DATA RACE", Pos: LineStart, Re: `^(?P<msg>WARNING: DATA RACE)$`, Block: blockPtr(BlockAny)},
				{Role: RoleError, Literal: "fatal error: ", Pos: LineStart, Re: `^fatal error: (?P<msg>.*)`, Reject: `^fatal error: too many errors emitted`, Block: blockPtr(BlockAny)}, // not clang's
				// A goroutine frame outside the runtime names where a panic happened.
				{Role: RoleLocation, Literal: ".go:", Pos: BeforeNumber, Re: `^\s+(?P<file>\S+\.go):(?P<line>\d+)(?: \+0x[0-9a-f]+)?$`, Reject: goroot},
				{Role: RoleContext, Literal: ".go:", Pos: BeforeNumber, Re: `^\s+\S+\.go:\d+(?: \+0x[0-9a-f]+)?$`},
				// -race fails the test during which it reported a race: the report is
				// the cause.
				{Role: RoleConsequence, Literal: "race detected during execution of test", Pos: LineEnd, Re: `^\s+testing\.go:\d+: race detected during execution of test$`},
				// t.Error and t.Log output: an error only if its test fails.
				{Role: RoleError, Literal: ".go:", Pos: BeforeNumber, Re: `^\s+(?P<file>[\w./-]+\.go):(?P<line>\d+): (?P<msg>.*)`, Tentative: true},
				// A test binary that ran and failed with no test failing (TestMain's exit).
				{Role: RoleConsequence, Literal: "FAIL", Pos: LineStart, Re: `^FAIL\t(?P<name>\S+)\s+[\d.]+s$`, Verdict: "failure", Section: "=package", Close: true, Alone: true},
				{Role: RoleConsequence, Literal: "FAIL", Pos: LineStart, Re: `^FAIL\t(?P<name>\S+)(?:\s+\[[^\]]+\]|\s+[\d.]+s)?`, Verdict: "failure", Section: "=package", Close: true},
				{Role: RoleConsequence, Literal: "FAIL", Pos: LineStart, Re: `^FAIL$`, Verdict: "failure"},
				{Role: RoleInfo, Literal: "ok", Pos: LineStart, Re: `^ok\s+(?P<name>\S+)\s+(?:[\d.]+s|\(cached\))`, Verdict: "success", Section: "=package", Close: true},
				{Role: RoleInfo, Literal: "PASS", Pos: LineStart, Re: `^PASS$`, Verdict: "success"},
				{Role: RoleConsequence, Literal: "exit status ", Pos: LineStart, Re: `^exit status (?P<status>\d+)$`},
			},
		},
	}
}
