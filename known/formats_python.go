package known

// pyException is the last line of a Python traceback: the exception's class and message.
// After a traceback's header it takes the header's place. Alone at the start of a line
// it may be what a Python tool prints when it fails (conda's "PackagesNotFoundError:
// ...") but as often another language's exception or a test's log (PHP's
// "ErrorException: x", PowerShell's), so alone it is only a guess.
const pyException = `^(?P<msg>(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Exit|Interrupt|Iteration|Failed|Failure|Timeout|Fault)(?::\s.*)?)$`

// pyLastLine is the line that ends a traceback's frames: the exception, "dotted.Name:
// message" or a bare name, whatever the class is called ("socket.gaierror"); a bare
// name is CamelCase, so a log's "INFO: x" after a cut traceback is not one.
const pyLastLine = `^(?P<msg>(?:(?:[A-Za-z_]\w*\.)+[A-Za-z_]\w*|[A-Z]\w*[a-z]\w*)(?::\s.*)?)$`

// pyNotException are lines of that shape that are not a Python failure: JavaScript's
// own error names, and a bare "Error:" (the generic reader's).
const pyNotException = `^(?:ReferenceError|RangeError|EvalError|URIError|Error|Exception|Uncaught|Failed|Failure|Timeout)\b|^\w+(?:Error|Exception): (?:\w+ )*(?:is not defined|is not a function|Cannot read propert)`

// pyLibFrame matches traceback frames in the standard library and installed packages:
// they say where an exception passed, not where the project's code went wrong.
const pyLibFrame = `/(?:site-packages|dist-packages)/|/lib(?:64)?/python\d[\d.]*/|^\s*File "<`

// pytestCounts is pytest's closing line: the counts in pytest's own order, then the time.
const pytestCounts = `^(?:=+ )?(?:(?P<failed>\d+) failed(?:, )?)?(?:(?P<passed>\d+) passed(?:, )?)?(?:(?P<skipped>\d+) skipped(?:, )?)?` +
	`(?:\d+ deselected(?:, )?)?(?:\d+ xfailed(?:, )?)?(?:\d+ xpassed(?:, )?)?(?:(?P<warnings>\d+) warnings?(?:, )?)?` +
	`(?:(?P<errors>\d+) errors?)? ?(?:no tests ran )?in (?P<dur>[\d.]+) ?s(?:econds)?(?: \([\d:.]+\))?(?: =+)?$`

// pythonFormats: tracebacks, pytest, unittest, mypy, and the flake8 and ruff linters.
func pythonFormats() []Format {
	return []Format{
		{
			Name: "pytest", Doc: "pytest: failure and error sections, E lines, the short summary, the closing counts",
			Kind: "test", GroupBy: GroupTest, Block: BlockAny, TitleReach: 400, // --tb=long through library code
			Patterns: []Pattern{
				{Role: RoleInfo, Literal: "test session starts", Re: `^=+ test session starts =+$`, Close: true, RunStarts: true},
				// -rA prints the passing tests' output, under headers shaped as failures'.
				{Role: RoleIgnore, Literal: "==", Pos: LineStart, Re: `^=+ PASSES =+$`, Mutes: true},
				{Role: RoleIgnore, Literal: "==", Pos: LineStart, Re: `^=+ (?:FAILURES|ERRORS) =+$`, Unmutes: true, ReportStarts: true},
				{Role: RoleIgnore, Literal: "==", Pos: LineStart, Re: `^=+ (?:short test summary info|warnings summary|slowest \d+ durations|XFAILURES|XPASSES) =+$`, Unmutes: true},
				// Every setup or teardown error of a run shares one key: they are nearly
				// always one broken fixture, so its first error is the root cause.
				{Role: RoleError, Literal: "ERROR at ", Re: `^_{2,} (?P<test>ERROR) at (?:setup|teardown) of \S.* _{2,}$`, Weak: 1},
				{Role: RoleError, Literal: "ERROR collecting ", Re: `^_{2,} ERROR collecting (?P<test>\S+) _{2,}$`, Weak: 1},
				// The test's name alone, as the short summary's last part gives it.
				{Role: RoleError, Literal: "__", Pos: LineStart, Re: `^_{2,} (?:[\w.]+\.)?(?P<test>\w+(?:\[.*\])?) _{2,}$`, Weak: 1},
				{Role: RoleLocation, Literal: "E ", Pos: LineStart, Re: `^E\s+(?P<msg>\S.*)$`},
				// The frame that raised ("parse.py:17: AttributeError", the last of a long
				// traceback) is the failure's place, as the last project frame is a
				// traceback's: two tests failing there alike are one problem.
				{Role: RoleRetitle, Literal: ".py:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.py):(?P<line>\d+): (?:[\w.]*(?:Error|Exception|Exit|Interrupt|Timeout)|Failed)$`, Reject: pyLibFrame, InBlock: true},
				{Role: RoleLocation, Literal: ".py:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.py):(?P<line>\d+): (?:in \S+|\w[\w.]*)?$`, Reject: pyLibFrame},
				// --tb=native prints Python's own traceback under the heading: its frames
				// place the failure and its exception says what it was; it is no failure
				// of its own.
				{Role: RoleContext, Literal: "Traceback (most recent call last)", Pos: LineStart, Re: `^Traceback \(most recent call last\):$`, InBlock: true},
				{Role: RoleContext, Literal: "During handling of the above exception", Pos: LineStart, InBlock: true},
				{Role: RoleContext, Literal: "The above exception was the direct cause", Pos: LineStart, InBlock: true},
				{Role: RoleLocation, Literal: "File \"", Pos: LineStart, Re: `^  File "(?P<file>[^"]+)", line (?P<line>\d+), in `, Reject: pyLibFrame, InBlock: true},
				{Role: RoleLocation, Literal: "Error", Re: pyException, Reject: pyNotException, InBlock: true},
				{Role: RoleLocation, Literal: "Exception", Re: pyException, Reject: pyNotException, InBlock: true},
				// The short summary repeats each failure; with no section above it, it is the failure.
				{Role: RoleError, Literal: "FAILED ", Pos: LineStart, Re: `^FAILED (?:\S+::)*(?P<test>\w+(?:\[.*?\])?)(?: - (?P<msg>.*))?$`, Weak: 2},
				{Role: RoleError, Literal: "ERROR ", Pos: LineStart, Re: `^(?P<test>ERROR) \S+::\S+(?: - (?P<msg>.*))?$`, Weak: 2},
				{Role: RoleError, Literal: "ERROR ", Pos: LineStart, Re: `^ERROR (?P<test>[^\s:]*(?:\.py|/)[^\s:]*)(?: - (?P<msg>.*))?$`, Weak: 2}, // a path: not a logger's "ERROR pkg.Class - msg"
				{Role: RoleConsequence, Literal: "Interrupted: ", Re: `^!+ Interrupted: \d+ errors? during collection !+$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: " failed", Re: pytestCounts, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: " error", Re: pytestCounts, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: " passed in ", Re: pytestCounts, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: " passed, ", Re: pytestCounts, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "no tests ran", Re: pytestCounts},
			},
		},
		{
			Name: "unittest", Doc: "Python unittest: ERROR/FAIL headers over their tracebacks, Ran N tests, OK or FAILED",
			Kind: "test", GroupBy: GroupNone, Block: BlockIndent,
			Patterns: []Pattern{
				// The header starts the failure of the traceback that follows; each test's
				// traceback is a failure of its own.
				{Role: RolePre, Literal: "ERROR: ", Pos: LineStart, Re: `^ERROR: \S+ \([\w.]+\)`, Close: true, Heads: true, ReportStarts: true},
				{Role: RolePre, Literal: "FAIL: ", Pos: LineStart, Re: `^FAIL: \S+ \([\w.]+\)`, Close: true, Heads: true, ReportStarts: true},
				{Role: RoleTestPass, Literal: " ... ok", Re: `^(?P<test>\w+) \([\w.]+\)(?: \S.*)? \.\.\. ok$`, RunStarts: true},
				// -v names each test before it runs: what it logs follows on that line.
				{Role: RoleInfo, Literal: " ... ", Re: `^\w+ \([\w.]+\)(?: \S.*)? \.\.\. `, RunStarts: true},
				// A test module that does not import: the loader's line, then the traceback.
				{Role: RolePre, Literal: "ImportError: Failed to import test module: ", Pos: LineStart},
				{Role: RolePre, Literal: "======", Pos: LineStart, Re: `^={70}$`},
				{Role: RolePre, Literal: "------", Pos: LineStart, Re: `^-{70}$`},
				{Role: RoleInfo, Literal: "Ran ", Pos: LineStart, Re: `^Ran (?P<total>\d+) tests? in (?P<dur>[\d.]+)s$`},
				{Role: RoleInfo, Literal: "FAILED (", Pos: LineStart, Re: `^FAILED \((?:failures=(?P<failed>\d+))?(?:, )?(?:errors=(?P<errors>\d+))?(?:, )?(?:skipped=(?P<skipped>\d+))?(?:, )?(?:expected failures=\d+)?(?:, )?(?:unexpected successes=\d+)?\)$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "OK", Pos: LineStart, Re: `^OK(?: \((?:skipped=(?P<skipped>\d+))?(?:, )?(?:expected failures=\d+)?\))?$`, Verdict: OutcomeSuccess, AfterSeen: true},
			},
		},
		{
			Name: "python-traceback", Doc: "Python tracebacks, chained (During handling of, direct cause) and SyntaxError",
			Kind: "", GroupBy: GroupScope, Block: BlockIndent,
			Patterns: []Pattern{
				// A chained traceback (During handling of..., The above exception was the
				// direct cause...) folds under the first, which is where it began.
				// The line after the frames is the exception, whatever its class is named
				// ("decimal.DivisionByZero: x", "Model.DoesNotExist").
				{Role: RoleError, Literal: "Traceback (most recent call last)", Pos: LineStart, Re: `^\s*Traceback \(most recent call last\):$`, Weak: 1, TitleLast: pyLastLine},
				{Role: RoleInfo, Literal: "During handling of the above exception", Pos: LineStart, Re: `^During handling of the above exception, another exception occurred:$`, Chain: true},
				{Role: RoleInfo, Literal: "The above exception was the direct cause", Pos: LineStart, Re: `^The above exception was the direct cause of the following exception:$`, Chain: true},
				// A SyntaxError has no frames, only its place: the error takes over from it.
				{Role: RoleError, Literal: "File \"", Pos: LineStart, Re: `^\s*File "(?P<file>[^"]+)", line (?P<line>\d+)$`, Weak: 1},
				// python -m compileall marks each file it cannot compile so; each is a failure.
				{Role: RoleError, Literal: "***   File \"", Pos: LineStart, Re: `^\*\*\*   File "(?P<file>[^"]+)", line (?P<line>\d+)$`, Weak: 1, Fresh: true},
				// Frames run outermost first: the last one in the project's code is the place.
				{Role: RoleRetitle, Literal: "File \"", Pos: LineStart, Re: `^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in `, Reject: pyLibFrame},
				{Role: RoleError, Literal: "Error: ", Re: `^(?P<msg>(?:SyntaxError|IndentationError|TabError): .*)$`, Guess: true},
				{Role: RoleError, Literal: "Error", Re: pyException, Reject: pyNotException, Guess: true},
				{Role: RoleError, Literal: "Exception", Re: pyException, Reject: pyNotException, Guess: true},
				{Role: RoleError, Literal: "Exit", Re: pyException, Reject: pyNotException, Guess: true},
				{Role: RoleError, Literal: "Interrupt", Re: pyException, Reject: pyNotException, Guess: true},
			},
		},
		{
			Name: "mypy", Doc: "mypy: file:line: error/note lines, Found N errors, Success",
			Kind: "lint", GroupBy: GroupNone, Block: BlockSnippet,
			Patterns: []Pattern{
				// Gated on the file's extension: gcc's warnings say ": warning: " too.
				// One value that may be None, used unchecked line after line: one problem.
				{Role: RoleError, Literal: ".py:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.py):(?P<line>\d+):(?:(?P<col>\d+):)? error: (?P<msg>(?:Item "None" of|Argument \d+ to "[^"]+" has incompatible type) "(?P<key>Optional\[[^"]+\]|[^"]+ \| None)".*?)(?:  \[(?P<kind>[\w-]+)\])?$`, Named: true, Adjacent: true},
				{Role: RoleError, Literal: ".py:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.py):(?P<line>\d+):(?:(?P<col>\d+):)? error: (?P<msg>.*?)(?:  \[(?P<kind>[\w-]+)\])?$`},
				{Role: RoleError, Literal: ".pyi:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.pyi):(?P<line>\d+):(?:(?P<col>\d+):)? error: (?P<msg>.*?)(?:  \[(?P<kind>[\w-]+)\])?$`},
				{Role: RoleWarning, Literal: ".py:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.py):(?P<line>\d+):(?:(?P<col>\d+):)? warning: (?P<msg>.*?)(?:  \[(?P<kind>[\w-]+)\])?$`},
				{Role: RoleContext, Literal: ".py:", Pos: BeforeNumber, Re: `^[^\s:]+\.py:(?:\d+:)* note: `},
				{Role: RoleContext, Literal: ".pyi:", Pos: BeforeNumber, Re: `^[^\s:]+\.pyi:(?:\d+:)* note: `},
				{Role: RoleConsequence, Literal: "Found ", Pos: LineStart, Re: `^Found (?P<errors>\d+) errors? in \d+ files? \(checked \d+ source files?\)$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "Success: no issues found", Pos: LineStart, Re: `^Success: no issues found in \d+ source files?$`, Verdict: OutcomeSuccess},
			},
		},
		{
			Name: "flake8", Doc: "flake8 and the same file:line:col: CODE message shape (pycodestyle, pyflakes, ruff --output-format=concise)",
			Kind: "lint", GroupBy: GroupNone, Block: BlockLine,
			LineRules: []string{"W605", "E251", "E252"},
			FileRules: []string{"E402"},
			SameTitle: `^F60[12] `, // a dictionary key repeated is told at each of its places
			Patterns: []Pattern{
				// --format=pylint: the code in brackets, no column.
				{Role: RoleError, Literal: ".py:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.py):(?P<line>\d+): \[(?P<kind>[A-Z]+\d+)\] (?P<msg>.*)$`},
				// A star import: the names it may define are each told "may be undefined".
				{Role: RoleError, Literal: ".py:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.py):(?P<line>\d+):(?P<col>\d+): (?P<msg>(?P<kind>F403) ['\x60]from (?P<key>[\w.]+) import \*['\x60] used.*)$`, Named: true},
				{Role: RoleError, Literal: ".py:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.py):(?P<line>\d+):(?P<col>\d+): (?P<msg>(?P<kind>F405) .* from star imports: (?P<key>[\w.]+))$`, Named: true},
				{Role: RoleError, Literal: ".py:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.py):(?P<line>\d+):(?P<col>\d+): (?P<msg>(?P<kind>[A-Z]+\d+) .*)$`},
				// --statistics: one line per code with its count; together they are the total.
				{Role: RoleInfo, Literal: " ", Pos: AfterNumber, Re: `^(?P<errors>\d+) +[A-Z]{1,3}\d{3,4} \S`},
			},
		},
		{
			Name: "ruff", Doc: "ruff check: the full format's findings with their place, Found N errors, All checks passed",
			Kind: "lint", GroupBy: GroupNone, Block: BlockGutter,
			Patterns: []Pattern{
				// The full format names the rule and message, then the place on the next
				// line (" --> app.py:1:8"); the place heads the finding.
				{Role: RoleError, Literal: "--> ", Re: `^\s*--> (?P<file>[^\s:]+\.(?:py|pyi|ipynb)):(?P<line>\d+):(?P<col>\d+)$`, TitlePrev: true},
				{Role: RoleConsequence, Literal: "Found ", Pos: LineStart, Re: `^Found (?P<errors>\d+) errors?\.$`, Verdict: OutcomeFailure},
				{Role: RoleIgnore, Literal: "[*] ", Pos: LineStart, Re: `^\[\*\] \d+ fixable with the`},
				{Role: RoleInfo, Literal: "All checks passed!", Pos: LineStart, Re: `^All checks passed!$`, Verdict: OutcomeSuccess},
			},
		},
	}
}
