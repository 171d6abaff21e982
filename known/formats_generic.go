package known

// noise are lines with error words that say nothing failed: compiler flags, zero
// counts, names of things, and commands being echoed.
const noise = `-W(?:no-)?error|error_log|error_reporting|errorformat|\b[Ee]rrors?\.(?:go|c|h|py|js|ts|java|rb|o)\b|` +
	`(?i:\b(?:0|no|zero) (?:errors?|failures?|failed)\b|\b(?:errors?|failures?|failed)[=:] ?0\b)|` +
	`^\s*(?:\$ |\+ |> )|^\S*(?:gcc|g\+\+|clang|clang\+\+|cc|c\+\+|javac|rustc)(?:-[\d.]+)? .* -[co] \S|` +
	`--fail-fast|--no-fail|fail_on|on_error|if_error|ignore[_-]?errors?|\bwarning\b|\bWARN\b|^\s*WARNING:|` +
	// SLF4J's missing-binding notice is printed by half the JVM builds that pass.
	`^SLF4J: `

// genericFormats: the fallback for any log no exact format explains. Its findings are
// guesses, used only when no exact format found a root cause.
func genericFormats() []Format {
	return []Format{{
		Name: "generic", Doc: "common error shapes (error:, ERROR, Exception, FAILED, fatal:) in any log",
		Guess: true, GroupBy: GroupNone, Block: BlockIndent,
		Patterns: []Pattern{
			// A core utility's own complaint (mkdir, cp, cd...): what a set -e script
			// stopped on, most likely.
			{Role: RoleError, Literal: ": cannot ", Re: `^(?:\S+: line \d+: )?(?P<msg>(?:mkdir|cp|mv|rm|ln|cat|chmod|chown|touch|tar|install|cd|ls|stat): cannot \S.*)$`},
			{Role: RoleError, Literal: ": No such file or directory", Pos: LineEnd, Re: `^(?:\S+: line \d+: )?(?P<msg>(?:cd|cp|mv|rm|ln|cat|chmod|chown|touch|tar|source|\.): .*: No such file or directory)$`},
			// GHC's -Werror stop: the warnings just above it are the cause.
			{Role: RoleConsequence, Literal: "Failing due to -Werror", Pos: LineStart, Re: `^Failing due to -Werror\.$`},
			// A runner's closing verdict: the failure it sums up is told above it, so a
			// message of the same failure is preferred (Weak marks a summary).
			{Role: RoleError, Literal: " FAILED **", Re: `\*\* [A-Z ]+ FAILED \*\*$`, Weak: 2},
			{Role: RoleError, Literal: ": FAIL", Pos: LineEnd, Re: `^Test suite \S+: FAIL$`, Weak: 2},
			{Role: RoleError, Literal: " FAILED ***", Re: `^(?:\[\w+\] )?\*\*\* \d+ TESTS? FAILED \*\*\*`, Weak: 2},
			{Role: RoleError, Literal: "FAILED TEST SUMMARY", Re: `^(?:EXPECTED )?FAILED TEST SUMMARY$`, Weak: 2},
			// A runner's tally with failures ("Total: 30, Passed: 28, Failed: 2").
			{Role: RoleError, Literal: "Failed: ", Re: `\b(?:Total|Passed|Tests?):? \d+,.*\bFailed: [1-9]`, Weak: 2},
			// sbt's closing lines after failed tests: the list, the tally, the exception, the time.
			{Role: RoleError, Literal: "[error] ", Pos: LineStart, Re: `^\[error\] (?:Total time: |Failed: Total \d|Failed tests:|Error: Total \d|Error during tests:|\(.*\) sbt\.\w+Exception: Tests unsuccessful|\t\S+$)`, Weak: 2},
			// One test's failure, its verdict last on the line ("name ... FAILED", "x: FAIL
			// (0.1s)", "[FAIL]", scalatest's "*** FAILED ***") or first ("FAIL name"): its
			// detail is next to it.
			{Role: RoleError, Literal: "fail", Re: `\S.*[\s\]](?:\*\*\* FAILED \*\*\*|FAILED|FAIL|\[FAIL\]|\[FAILED\])(?: \([\d.]+ ?m?s\))?$|^FAIL(?:ED)?:? \S`, Reject: noise, Weak: 1},
			// Glyphs the prettifiers (xcpretty, Quick) put before an error and before a
			// failed test.
			{Role: RoleError, Literal: "❌ ", Re: `❌\s+(?:(?P<file>[^\s:]+):(?P<line>\d+):(?:(?P<col>\d+):)?\s*)?(?P<msg>\S.*)`},
			{Role: RoleError, Literal: "✗ ", Re: `^\s*✗\s*\S`, Weak: 1},
			// A check's verdict alone at the end of its line (R CMD check's "* checking
			// tests ... ERROR", or " ERROR" under it): the detail follows.
			{Role: RoleError, Literal: "ERROR", Pos: LineEnd, Re: `^\s*ERROR$|\.\.\. ?ERROR$`, Weak: 1},
			// Pester's failed test.
			{Role: RoleError, Literal: "[-] ", Re: `^\s*\[-\] \S`, Weak: 1},
			// RuboCop's offenses ("app/x.rb:3:1: C: Style/Foo: ..."): a lint step fails on them.
			{Role: RoleError, Literal: ": C: ", Re: `^[^\s:]+\.\w+:\d+:\d+: C: \S`},
			{Role: RoleError, Literal: ": W: ", Re: `^[^\s:]+\.\w+:\d+:\d+: W: \S`},
			{Role: RoleError, Literal: ": E: ", Re: `^[^\s:]+\.\w+:\d+:\d+: E: \S`},
			// CocoaPods' lint: "- ERROR | [iOS] unknown: ...".
			{Role: RoleError, Literal: "- ERROR |", Re: `^\s*- ERROR \|`},
			// One regexp for the "error" shapes: "x: error: y", "ERROR y", "[error] y", "FooError: y",
			// and MSBuild's and tsc's coded "x : error NU1605: y".
			{Role: RoleError, Literal: "error", Re: `(?:^|[\s\[(:])(?:[Ee]rror|ERROR)(?:\[[\w-]+\]| [A-Z]{1,4}\d{2,5})?(?:\]|:|!)(?:\s|$)|^\s*\[?(?:ERROR|Error)\]?\s*[:\-]?\s+\S|(?:^|[\s.:])[A-Z]\w*Error(?: \[\w+\])?(?::\s|$)`, Reject: noise},
			{Role: RoleError, Literal: "fatal", Re: `(?:^|\s)(?:fatal|FATAL|Fatal)(?: error)?:\s+\S`, Reject: noise},
			{Role: RoleError, Literal: "exception", Re: `(?:^|[\s.:])[A-Z]\w*(?:Exception|Error)(?::\s|$)`, Reject: noise},
			{Role: RoleError, Literal: "traceback", Re: `^\s*Traceback \(most recent call last\):`},
			{Role: RoleError, Literal: "fail", Re: `(?:^|[\s\[(])(?:FAILED|FAILURE|FAIL|Failed|Failure)(?:\]|:|!|\s|$)`, Reject: noise},
			{Role: RoleError, Literal: "npm err!", Re: `^npm ERR! `},
		},
	}}
}
