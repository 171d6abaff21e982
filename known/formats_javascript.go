package known

// This file is not named formats_js.go: a _js suffix is a GOOS build constraint, and
// the file would build only for GOOS=js.

// jsErrorLine is a JavaScript error's first line ("TypeError: x", "AssertionError
// [ERR_ASSERTION]: x"); it titles the open failure.
const jsErrorLine = `^\s*(?P<msg>(?:Uncaught )?(?:[A-Z]\w*)?(?:Error|Exception)(?: \[\w+\])?(?::\s.*)?)$`

// jsLibFrame matches stack frames in Node's internals and installed packages.
const jsLibFrame = `\(node:|\bnode:internal|/node_modules/|^\s*at (?:node:|<anonymous>|new Promise|process\.processTicksAndRejections|async Promise\.all)`

// jsFrame is a V8 stack frame with a file location.
const jsFrame = `^\s*at (?:.*? \()?(?:file://)?(?P<file>[^\s():]+\.(?:[cm]?[jt]sx?|vue|svelte)):(?P<line>\d+):(?P<col>\d+)\)?$`

// jsFormats: tsc, ESLint, standard, Jest, Vitest, Jasmine, Mocha, node --test (spec and TAP), Node's
// uncaught exceptions, npm, webpack and Vite.
func jsFormats() []Format {
	return []Format{
		{
			// A type error degrades to any rather than cascading: each message is a
			// mistake of its own, the same one repeated (a missing module) is one.
			Name: "tsc", Doc: "the TypeScript compiler: file(line,col): error TSnnnn, the pretty format, Found N errors",
			Kind: "build", GroupBy: GroupMessage, Block: BlockIndent,
			Patterns: []Pattern{
				{Role: RoleError, Literal: ": error TS", Re: `^(?P<file>[^\s(]+\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|vue|json))\((?P<line>\d+),(?P<col>\d+)\): error (?P<kind>TS\d+): (?P<msg>.*)$`, KeyFrom: tscPropertyKey},
				{Role: RoleError, Literal: " - error TS", Re: `^(?P<file>[^\s:]+\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|vue|json)):(?P<line>\d+):(?P<col>\d+) - error (?P<kind>TS\d+): (?P<msg>.*)$`, Block: blockPtr(BlockAny), KeyFrom: tscPropertyKey},
				{Role: RoleError, Literal: "error TS", Pos: LineStart, Re: `^error (?P<kind>TS\d+): (?P<msg>.*)$`, KeyFrom: tscPropertyKey},
				// An argument's error says below it which required property it lacks.
				{Role: RoleContext, Literal: "is missing in type", Re: `^\s+Property '[^']+' is missing in type .* but required in type '[^']+'\.$`, InBlock: true, KeyFrom: `Property '([^']+)' is missing in type .* but required in type '([^']+)'`, KeyClaims: true},
				{Role: RoleConsequence, Literal: "Found ", Pos: LineStart, Re: `^Found (?P<errors>\d+) errors?(?: in .*)?\.?$`, Verdict: OutcomeFailure},
				{Role: RoleIgnore, Literal: "Errors  Files", Pos: LineStart, Re: `^Errors  Files$`},
			},
		},
		{
			Name: "eslint", Doc: "ESLint's stylish format: a file, its line:col error/warning rows, the problems total",
			// A linter's findings do not set each other off: each error row is one problem.
			Kind: "lint", GroupBy: GroupNone, Block: BlockLine,
			Patterns: []Pattern{
				// Each row gives only line:col; the file is the name above (a Unix path).
				{Role: RolePre, Literal: "/", Pos: LineStart, Re: `^(?P<file>/[^\s:]*\.(?:js|jsx|ts|tsx|mjs|cjs|vue|mts|cts|json|md|html|svelte|astro))$`, Close: true, SetsFile: true},
				// A file's undefined globals: a test framework's (its environment not
				// configured) are one problem, and one global used on many lines is one.
				{Role: RoleError, Literal: ":", Pos: AfterNumber, Re: `^\s+(?P<line>\d+):(?P<col>\d+)\s+error\s+(?P<msg>'(?:describe|it|test|expect|beforeEach|afterEach|beforeAll|afterAll|before|after|suite|context|jest|vi|xit|xdescribe|fit|fdescribe|xtest)' is not defined)\s{2,}(?P<kind>(?P<key>no-undef))$`, Named: true},
				{Role: RoleError, Literal: ":", Pos: AfterNumber, Re: `^\s+(?P<line>\d+):(?P<col>\d+)\s+error\s+(?P<msg>'(?P<key>[^']+)' is not defined)\s{2,}(?P<kind>no-undef)$`, Named: true},
				{Role: RoleError, Literal: ":", Pos: AfterNumber, Re: `^\s+(?P<line>\d+):(?P<col>\d+)\s+error\s+(?P<msg>.*?)(?:\s{2,}(?P<kind>[@\w/-]+))?$`},
				{Role: RoleWarning, Literal: ":", Pos: AfterNumber, Re: `^\s+(?P<line>\d+):(?P<col>\d+)\s+warning\s+(?P<msg>.*?)(?:\s{2,}(?P<kind>[@\w/-]+))?$`},
				{Role: RoleInfo, Literal: "✖ ", Pos: LineStart, Re: `^✖ \d+ problems? \((?P<errors>\d+) errors?, (?P<warnings>\d+) warnings?\)$`},
				{Role: RoleIgnore, Literal: "potentially fixable", Re: `^\s+\d+ errors? and \d+ warnings? potentially fixable`},
				// --max-warnings: warnings alone fail the run, and this line says so.
				{Role: RoleError, Literal: "ESLint found too many warnings", Pos: LineStart, Re: `^(?P<msg>ESLint found too many warnings \(maximum: \d+\)\.)$`, Verdict: OutcomeFailure},
			},
		},
		{
			Name: "standard", Doc: "standard (JavaScript Standard Style) and its kin: indented file:line:col: message (rule)",
			Kind: "lint", GroupBy: GroupNone, Block: BlockLine,
			Patterns: []Pattern{
				{Role: RoleError, Literal: "js:", Pos: BeforeNumber, Re: `^\s+(?P<file>[^\s:]+\.(?:js|jsx|mjs|cjs)):(?P<line>\d+):(?P<col>\d+): (?P<msg>.*?)(?: \((?P<kind>[@\w/-]+)\))?$`},
				{Role: RoleError, Literal: "ts:", Pos: BeforeNumber, Re: `^\s+(?P<file>[^\s:]+\.(?:ts|tsx|mts|cts)):(?P<line>\d+):(?P<col>\d+): (?P<msg>.*?)(?: \((?P<kind>[@\w/-]+)\))?$`},
				{Role: RoleInfo, Literal: "standard: Use JavaScript Standard Style", Pos: LineStart, Re: `^standard: Use JavaScript Standard Style`, Verdict: OutcomeFailure},
				{Role: RoleIgnore, Literal: "standard: Run ", Pos: LineStart, Re: `^standard: Run \x60standard --fix\x60`},
			},
		},
		{
			Name: "jest", Doc: "Jest: FAIL files, ● failing tests with their frame, the Tests: summary",
			Kind: "test", GroupBy: GroupTest, Block: BlockIndentBlank,
			Patterns: []Pattern{
				{Role: RolePre, Literal: "FAIL ", Pos: LineStart, Re: `^ ?FAIL {1,2}(?:\S+ )?\S+\.(?:js|jsx|ts|tsx|mjs|cjs)(?: \([\d.]+ m?s\))?$`},
				{Role: RoleInfo, Literal: "PASS ", Pos: LineStart, Re: `^ ?PASS {1,2}(?:\S+ )?\S+\.(?:js|jsx|ts|tsx|mjs|cjs)(?: \([\d.]+ m?s\))?$`},
				// The test's name heads it; its first line below says what failed.
				{Role: RoleError, Literal: "● ", Re: `^\s+● (?P<test>\S.*)$`, Reject: `● Console$`, TitleNext: true},
				// --ci does not write a new snapshot: every test that takes one fails for
				// the one reason, a snapshot file never committed.
				{Role: RoleContext, Literal: "New snapshot was not written", Re: `^\s+(New snapshot was not written)\. `, InBlock: true,
					KeyFrom: `(New snapshot was not written)`, KeyJoins: true, KeyClaims: true},
				{Role: RoleIgnore, Literal: "Summary of all failing tests", Pos: LineStart, Re: `^Summary of all failing tests$`},
				{Role: RoleInfo, Literal: "Tests:", Pos: LineStart, Re: `^Tests:\s+(?P<failed>\d+) failed, (?:(?P<skipped>\d+) skipped, )?(?:\d+ todo, )?(?:(?P<passed>\d+) passed, )?\d+ total$`, Verdict: OutcomeFailure, NoneSkipped: true},
				{Role: RoleInfo, Literal: "Tests:", Pos: LineStart, Re: `^Tests:\s+(?:(?P<skipped>\d+) skipped, )?(?:\d+ todo, )?(?:(?P<passed>\d+) passed, )?\d+ total$`, Verdict: OutcomeSuccess, NoneFailed: true, NoneSkipped: true},
				{Role: RoleInfo, Literal: "Test Suites:", Pos: LineStart, Re: `^Test Suites:\s+\d+ failed`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "Time:", Pos: LineStart, Re: `^Time:\s+(?P<dur>[\d.]+) ?s\b`},
				// Coverage under its threshold fails a run whose tests all passed; each
				// measure that falls short says so, one problem (keyed alike).
				// Jest 29 says it one way, Jest 30 the other.
				{Role: RoleError, Literal: "Jest: ", Pos: LineStart, Re: `^Jest: "[^"]+" (?P<msg>(?P<test>coverage) threshold for \w+ \([\d.]+%\) not met: [\d.]+%)$`, Verdict: OutcomeFailure},
				{Role: RoleError, Literal: "Jest: ", Pos: LineStart, Re: `^Jest: (?P<msg>(?P<test>Coverage) for \w+ \([\d.]+%\) does not meet "[^"]+" threshold \([\d.]+%\))$`, Verdict: OutcomeFailure},
			},
		},
		{
			Name: "vitest", Doc: "Vitest: FAIL file > test with its error and ❯ frame, the Tests summary",
			Kind: "test", GroupBy: GroupTest, Block: BlockAny,
			Patterns: []Pattern{
				{Role: RoleError, Literal: "FAIL ", Pos: LineStart, Re: `^ FAIL  (?P<test>\S+ > .*?)(?: \[ \S+ \])?$`},
				{Role: RoleError, Literal: "FAIL ", Pos: LineStart, Re: `^ FAIL  (?P<test>\S+) \[ \S+ \]$`},
				{Role: RoleLocation, Literal: "❯ ", Re: `^\s*❯ (?:\S+ )?(?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+)$`},
				// Errors no test caught come under a heading, each under its own rule; one
				// belongs to no test (it may have begun in any).
				{Role: RoleIgnore, Literal: "⎯", Pos: LineStart, Re: `^⎯+ Unhandled Errors ⎯+$`},
				{Role: RoleError, Literal: "⎯", Pos: LineStart, Re: `^⎯+ (?P<test>Unhandled Error|Unhandled Rejection|Uncaught Exception) ⎯+$`, TitleNext: true},
				{Role: RoleIgnore, Literal: "⎯", Pos: LineStart, Re: `^⎯+`},
				{Role: RoleInfo, Literal: "Test Files", Pos: LineStart, Re: `^\s*Test Files\s+\d+ failed`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "Tests ", Pos: LineStart, Re: `^\s+Tests\s+(?P<failed>\d+) failed(?: \| )?(?:(?P<passed>\d+) passed)?(?: \| )?(?:(?P<skipped>\d+) skipped)?(?: \| )?(?:\d+ todo)? \(\d+\)$`, Verdict: OutcomeFailure, NoneSkipped: true},
				{Role: RoleInfo, Literal: "Tests ", Pos: LineStart, Re: `^\s+Tests\s+(?:(?P<passed>\d+) passed)?(?: \| )?(?:(?P<skipped>\d+) skipped)?(?: \| )?(?:\d+ todo)? \(\d+\)$`, Verdict: OutcomeSuccess, NoneFailed: true, NoneSkipped: true},
				{Role: RoleInfo, Literal: "Duration", Pos: LineStart, Re: `^\s+Duration\s+(?:(?P<durms>[\d.]+)ms|(?P<dur>[\d.]+)s)\b`},
				{Role: RoleInfo, Literal: "Errors", Pos: LineStart, Re: `^\s+Errors\s+(?P<errors>\d+) errors?$`},
			},
		},
		{
			Name: "jasmine", Doc: "Jasmine's console reporter: numbered failures with Message and Stack, N specs, N failures",
			Kind: "test", GroupBy: GroupNone, Block: BlockIndentBlank,
			Patterns: []Pattern{
				// "1) suite spec" heads both a failure and a pending spec: only a failure
				// has a Message, so the header is evidence and the Message the error.
				{Role: RolePre, Literal: ") ", Pos: AfterNumber, Re: `^\d+\) \S`},
				{Role: RoleError, Literal: "Message:", Pos: LineStart, Re: `^  Message:$`, TitleNext: true},
				{Role: RoleContext, Literal: "Stack:", Pos: LineStart, Re: `^  Stack:$`},
				{Role: RoleContext, Literal: "at <Jasmine>", Pos: LineStart, Re: `^\s+at <Jasmine>$`},
				{Role: RoleIgnore, Literal: "Failures:", Pos: LineStart, Re: `^Failures:$`},
				{Role: RoleIgnore, Literal: "Pending:", Pos: LineStart, Re: `^Pending:$`},
				{Role: RoleInfo, Literal: " spec", Pos: AfterNumber, Re: `^(?P<total>\d+) specs?, (?P<failed>0) failures(?:, (?P<skipped>\d+) pending specs?)?$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: " spec", Pos: AfterNumber, Re: `^(?P<total>\d+) specs?, (?P<failed>\d+) failures?(?:, (?P<skipped>\d+) pending specs?)?$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "Finished in ", Pos: LineStart, Re: `^Finished in (?P<dur>[\d.]+) seconds?$`},
			},
		},
		{
			Name: "mocha", Doc: "Mocha's spec reporter: numbered failures with their error and stack, passing/failing counts",
			Kind: "test", GroupBy: GroupTest, Block: BlockAny,
			Patterns: []Pattern{
				// The number ties the run's "  3) name" to the failure listed after it.
				{Role: RoleError, Literal: ") ", Pos: AfterNumber, Re: `^ {4,}(?P<test>\d+)\) \S.*$`, Weak: 2},
				{Role: RoleError, Literal: ")", Pos: AfterNumber, Re: `^  (?P<test>\d+)\) ?(?:\S.*)?$`, Weak: 1},
				// Mocha stopped before any test ran (a forbidden .only, a file that threw).
				{Role: RoleError, Literal: "Exception during run: ", Re: `^\s*Exception during run: (?P<msg>.*)$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: " passing", Pos: AfterNumber, Re: `^\s+(?P<passed>\d+) passing \((?:(?P<durms>\d+)ms|(?P<dur>\d+)s|\d+m)\)$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: " pending", Pos: AfterNumber, Re: `^\s+(?P<skipped>\d+) pending$`},
				{Role: RoleInfo, Literal: " failing", Pos: AfterNumber, Re: `^\s+(?P<failed>\d+) failing$`, Verdict: OutcomeFailure},
			},
		},
		{
			Name: "node-test", Doc: "node --test with the spec reporter: ✖ failing tests, the ℹ counts",
			Kind: "test", GroupBy: GroupTest, Block: BlockIndentBlank,
			SameTitle: `^'?test did not finish before its parent and was cancelled'?$`,
			Patterns: []Pattern{
				{Role: RoleIgnore, Literal: "✖ failing tests:", Pos: LineStart, Re: `^✖ failing tests:$`},
				{Role: RoleIgnore, Literal: "test at ", Pos: LineStart, Re: `^test at \S+:\d+:\d+$`},
				// A test file that failed as a whole (it did not load, or its process
				// died) is named by its path, after whatever the process printed: that
				// error is the cause.
				{Role: RoleConsequence, Literal: "✖ /", Pos: LineStart, Re: `^✖ /\S+\.[cm]?[jt]sx? \([\d.]+m?s\)$`},
				{Role: RoleError, Literal: "✖ ", Pos: LineStart, Re: `^\s*✖ (?P<test>\S.*?) \([\d.]+m?s\)(?: # .*)?$`, Nested: true},
				{Role: RoleInfo, Literal: "ℹ pass ", Pos: LineStart, Re: `^ℹ pass (?P<passed>\d+)$`},
				{Role: RoleInfo, Literal: "ℹ fail ", Pos: LineStart, Re: `^ℹ fail (?P<failed>0)$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "ℹ fail ", Pos: LineStart, Re: `^ℹ fail (?P<failed>\d+)$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "ℹ skipped ", Pos: LineStart, Re: `^ℹ skipped (?P<skipped>\d+)$`},
				{Role: RoleInfo, Literal: "ℹ duration_ms ", Pos: LineStart, Re: `^ℹ duration_ms (?P<durms>[\d.]+)$`},
			},
		},
		{
			Name: "tap", Doc: "TAP version 13 (node --test, mocha --reporter tap, tape): not ok lines and the # counts",
			Kind: "test", GroupBy: GroupTest, Block: BlockIndentBlank,
			// Subtests a parent did not wait for are each cancelled: one mistake.
			SameTitle: `^'?test did not finish before its parent and was cancelled'?$`,
			Patterns: []Pattern{
				{Role: RoleError, Literal: "not ok ", Pos: LineStart, Re: `^\s*not ok \d+ (?:- )?(?P<test>[^#]*?)(?: # (?:TODO|todo).*)?$`, Reject: `# (?:TODO|todo)\b`, Nested: true},
				{Role: RoleLocation, Literal: "location: ", Pos: LineStart, Re: `^\s+location: '(?:file://)?(?P<file>[^':]+):(?P<line>\d+):(?P<col>\d+)'$`},
				{Role: RoleLocation, Literal: "error: '", Pos: LineStart, Re: `^\s+error: '(?P<msg>.+)'$`},
				{Role: RoleInfo, Literal: "# pass ", Pos: LineStart, Re: `^# pass (?P<passed>\d+)$`},
				{Role: RoleInfo, Literal: "# fail ", Pos: LineStart, Re: `^# fail (?P<failed>0)$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "# fail ", Pos: LineStart, Re: `^# fail (?P<failed>\d+)$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "# skip", Pos: LineStart, Re: `^# skip(?:ped)? (?P<skipped>\d+)$`},
				{Role: RoleInfo, Literal: "# duration_ms ", Pos: LineStart, Re: `^# duration_ms (?P<durms>[\d.]+)$`},
			},
		},
		{
			// The TAP lines of each test file are the tap format's; this is the harness
			// around them.
			Name: "prove", Doc: "prove (Perl's TAP::Harness): per-file verdicts, the Test Summary Report, Result",
			Kind: "test", GroupBy: GroupNone, Block: BlockLine,
			Patterns: []Pattern{
				{Role: RoleConsequence, Literal: "Dubious, test returned", Pos: LineStart, Re: `^Dubious, test returned \d+`},
				{Role: RoleConsequence, Literal: "Failed ", Pos: LineStart, Re: `^Failed \d+/\d+ subtests\s*$`},
				{Role: RoleConsequence, Literal: " (Wstat: ", Re: `^\S+ \(Wstat: \d+.*?Tests: \d+ Failed: (?P<failed>\d+)\)$`},
				{Role: RoleConsequence, Literal: "Failed test", Pos: LineStart, Re: `^\s+Failed tests?:\s+[\d, -]+$`},
				{Role: RoleConsequence, Literal: "Non-zero exit status:", Pos: LineStart, Re: `^\s+Non-zero exit status: \d+$`},
				{Role: RoleInfo, Literal: "Files=", Pos: LineStart, Re: `^Files=\d+, Tests=(?P<total>\d+), `},
				{Role: RoleInfo, Literal: "All tests successful.", Pos: LineStart, Re: `^All tests successful\.$`},
				{Role: RoleConsequence, Literal: "Result: ", Pos: LineStart, Re: `^Result: FAIL$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "Result: ", Pos: LineStart, Re: `^Result: PASS$`, Verdict: OutcomeSuccess},
			},
		},
		{
			Name: "npm", Doc: "npm and yarn error lines: consequences of the script's failure, or the failure when nothing precedes",
			Kind: "build", GroupBy: GroupNone, Block: BlockLine,
			// A package.json that is not JSON is told in several JSON.parse lines.
			Repeats: []string{"JSON.parse "},
			Patterns: []Pattern{
				// The code and errno lines repeat what the next line says; npm 3 to 5 also
				// print the platform and versions; the log path is advice.
				{Role: RoleIgnore, Literal: "npm ", Pos: LineStart, Re: `^npm (?:ERR!|error) (?:code \S+|errno -?\d+|syscall \w+|path /\S*|file /\S*|command failed|(?:Linux|Darwin|Windows_NT) \S+|argv ".*|node v\S+|npm {1,2}v\S+|A complete log of this run can be found in.*|\s+/\S+-debug(?:-\d+)?\.log|Test failed\.\s+See above for more details\.?)$`},
				{Role: RoleIgnore, Literal: "npm ", Pos: LineStart, Re: `^npm (?:ERR!|error)\s*$`},
				// npm's own failures, with no script run: the line says what went wrong.
				{Role: RoleError, Literal: "npm ", Pos: LineStart, Re: `^npm (?:ERR!|error) (?P<msg>Missing script: .*|404 Not Found - .*|request to \S+ failed.*|notarget No matching version found for .*|(?:ERESOLVE )?(?:unable to resolve|could not resolve) dependency tree|enoent Could not read package\.json.*|JSON\.parse .*)$`},
				// The script that failed; npm then quotes what it printed (an install
				// script's output is captured), which tells why.
				{Role: RoleConsequence, Literal: "npm ", Pos: LineStart, Re: `^npm (?:ERR!|error) (?P<msg>command \S.*)$`, Verdict: OutcomeFailure, Block: blockPtr(BlockLine)},
				{Role: RoleContext, Literal: "npm ", Pos: LineStart, InBlock: true, Re: `^npm (?:ERR!|error) \S`},
				{Role: RoleConsequence, Literal: "npm ERR! ", Pos: LineStart, Re: `^npm ERR! (?P<msg>\S.*)$`, Verdict: OutcomeFailure},
				{Role: RoleConsequence, Literal: "npm error ", Pos: LineStart, Re: `^npm error (?P<msg>\S.*)$`, Verdict: OutcomeFailure},
				{Role: RoleWarning, Literal: "npm WARN ", Pos: LineStart, Re: `^npm WARN (?:(?P<kind>deprecated|EBADENGINE|ERESOLVE|config|old lockfile|notsup|optional|peer)\b)?(?P<msg>.*)$`},
				{Role: RoleWarning, Literal: "npm warn ", Pos: LineStart, Re: `^npm warn (?:(?P<kind>deprecated|EBADENGINE|ERESOLVE|config|old lockfile|notsup|optional|peer)\b)?(?P<msg>.*)$`},
				{Role: RoleConsequence, Literal: "error Command failed with exit code", Pos: LineStart, Re: `^error Command failed with exit code (?P<status>\d+)\.$`, Verdict: OutcomeFailure},
				{Role: RoleIgnore, Literal: "info Visit https://yarnpkg.com", Pos: LineStart, Re: `^info Visit https://yarnpkg\.com/`},
			},
		},
		{
			Name: "webpack", Doc: "webpack: ERROR in module with Module not found or a parse error, compiled with N errors",
			Kind: "build", GroupBy: GroupNone, Block: BlockAny,
			// A module that does not resolve is one problem wherever it is imported; a
			// bare one through its package or alias ("@/api/x" and "@/ui/y" lack one
			// alias), a relative one by its path (two files missing are two problems).
			SameTitle: `^Module not found: Error: Can't resolve '(\.\.?/[^']+|@[^/']+/[^/']+|[^/']+)`,
			Patterns: []Pattern{
				// A bundle over its performance budget (performance.hints "error") is
				// reported three times: the asset, its entrypoint, and advice.
				{Role: RoleError, Literal: "ERROR in asset size limit: ", Pos: LineStart, Re: `^ERROR in (?P<msg>asset size limit: .*)$`},
				{Role: RoleConsequence, Literal: "ERROR in entrypoint size limit: ", Pos: LineStart},
				{Role: RoleConsequence, Literal: "ERROR in webpack performance recommendations:", Pos: LineStart},
				{Role: RoleError, Literal: "ERROR in ", Pos: LineStart, Re: `^ERROR in (?:\[\w+\] )?(?P<file>[^\s()]+)\((?P<line>\d+),(?P<col>\d+)\):?(?: (?P<msg>\S.*))?$`},
				{Role: RoleError, Literal: "ERROR in ", Pos: LineStart, Re: `^ERROR in (?:\[\w+\] )?(?P<file>[^\s()]+?):?(?: (?P<line>\d+):(?P<col>\d+)(?:-\d+(?::\d+)?)?)?(?: (?P<msg>\S.*))?$`},
				// The message follows on its own line.
				{Role: RoleLocation, Literal: "Module ", Pos: LineStart, Re: `^(?P<msg>Module (?:not found|parse failed|build failed)\b.*)$`},
				{Role: RoleLocation, Literal: "TS", Pos: LineStart, Re: `^\s*(?P<msg>TS\d+: .*)$`},
				{Role: RoleWarning, Literal: "WARNING in ", Pos: LineStart, Re: `^WARNING in (?P<file>\S+)`},
				{Role: RoleInfo, Literal: "webpack ", Pos: LineStart, Re: `^webpack [\d.]+ compiled with (?P<errors>\d+) errors?(?: and (?P<warnings>\d+) warnings?)? in (?P<durms>\d+) ms$`, Verdict: OutcomeFailure},
				// Warnings alone do not fail a build.
				{Role: RoleInfo, Literal: "webpack ", Pos: LineStart, Re: `^webpack [\d.]+ compiled with (?P<warnings>\d+) warnings? in (?P<durms>\d+) ms$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "webpack ", Pos: LineStart, Re: `^webpack [\d.]+ compiled successfully in (?P<durms>\d+) ms$`, Verdict: OutcomeSuccess},
			},
		},
		{
			Name: "vite", Doc: "vite build: error during build, unresolved imports, parse errors with their place",
			Kind: "build", GroupBy: GroupScope, Block: BlockAny,
			Patterns: []Pattern{
				{Role: RoleInfo, Literal: "Build failed in ", Re: `^✗ Build failed in [\d.]+m?s$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "built in ", Re: `^✓ built in (?:(?P<durms>\d+)ms|(?P<dur>[\d.]+)s)$`, Verdict: OutcomeSuccess},
				// "error during build:" announces the error; the error's own line takes its place.
				{Role: RoleError, Literal: "error during build:", Pos: LineStart, Re: `^error during build:$`, Weak: 1},
				{Role: RoleContext, Literal: "Build failed with ", Pos: LineStart, Re: `^Build failed with (?P<errors>\d+) errors?:$`},
				{Role: RoleError, Literal: "failed to resolve import", Re: `^(?:Error: )?(?P<msg>\[vite\]: (?:Rolldown|Rollup) failed to resolve import "[^"]+" from "(?P<file>[^"]+)"\..*)$`},
				{Role: RoleError, Literal: "[plugin ", Re: `^(?:Error: )?(?P<msg>\[(?P<kind>plugin [\w:-]+)\] .*)$`},
				{Role: RoleError, Literal: "[vite:", Re: `^(?:Error: )?(?P<msg>\[(?P<kind>vite:[\w-]+)\] .*)$`},
				// Rolldown's codes (PARSE_ERROR, UNRESOLVED_IMPORT, MISSING_EXPORT, ...)
				// share no literal, only their shape, under "error during build:".
				{Role: RoleError, Literal: "[", Pos: LineStart, InBlock: true, Re: `^(?:Error: )?(?P<msg>\[(?P<kind>[A-Z]+_[A-Z_]+)\] .*)$`},
				{Role: RoleError, Literal: "Error: [", Pos: LineStart, Re: `^Error: (?P<msg>\[(?P<kind>[A-Z]+_[A-Z_]+)\] .*)$`},
				{Role: RoleLocation, Literal: "─[ ", Re: `─\[ (?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+) \]$`},
				{Role: RoleLocation, Literal: "file: ", Pos: LineStart, Re: `^file: (?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+)$`},
			},
		},
		{
			Name: "node", Doc: "Node.js uncaught exceptions and rejections: the throw site, the error, its stack",
			Kind: "", GroupBy: GroupNone, Block: BlockAny,
			Patterns: []Pattern{
				// Node names the throw site first, then the source line, a caret, the error.
				{Role: RoleError, Literal: "node:", Pos: LineStart, Re: `^node:[\w/]+:\d+$`},
				{Role: RoleError, Literal: "js:", Pos: BeforeNumber, Re: `^(?:file://)?(?P<file>(?:[A-Za-z]:)?[/\\.][^\s:]*\.[cm]?js):(?P<line>\d+)$`},
				{Role: RoleError, Literal: "ts:", Pos: BeforeNumber, Re: `^(?:file://)?(?P<file>(?:[A-Za-z]:)?[/\\.][^\s:]*\.[cm]?ts):(?P<line>\d+)$`},
				{Role: RoleInfo, Literal: "Node.js v", Pos: LineStart, Re: `^Node\.js v\d+\.\d+\.\d+$`, Verdict: OutcomeFailure},
				{Role: RoleWarning, Literal: "UnhandledPromiseRejectionWarning: ", Re: `^\(node:\d+\) (?P<kind>UnhandledPromiseRejectionWarning): (?P<msg>.*)$`},
				{Role: RoleLocation, Literal: "at ", Pos: LineStart, Re: jsFrame, Reject: jsLibFrame},
				// A bare "Error: x" titles an open crash; with none open it is left to
				// the generic reader.
				{Role: RoleLocation, Literal: "Error", Re: jsErrorLine},
				{Role: RoleLocation, Literal: "Exception", Re: jsErrorLine},
			},
		},
	}
}

// tscPropertyKey names the property a tsc error says a type lacks, or that a value
// lacks and its type requires (with the type).
const tscPropertyKey = `(?:^Property|, and) '([^']+)' does not exist (?:on|in) type|^Property '([^']+)' is missing in type .* but required in type '([^']+)'`
