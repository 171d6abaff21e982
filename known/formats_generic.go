package known

// noise are lines with error words that say nothing failed: compiler flags, zero
// counts, names of things, and commands being echoed.
const noise = `-W(?:no-)?error|error_log|error_reporting|errorformat|\b[Ee]rrors?\.(?:go|c|h|py|js|ts|java|rb|o)\b|` +
	`(?i:\b(?:0|no|zero) (?:errors?|failures?|failed)\b|\b(?:errors?|failures?|failed)[=:] ?0\b)|` +
	`^\s*(?:\$ |\+ |> )|^\S*(?:gcc|g\+\+|clang|clang\+\+|cc|c\+\+|javac|rustc)(?:-[\d.]+)? .* -[co] \S|` +
	`--fail-fast|--no-fail|fail_on|on_error|if_error|ignore[_-]?errors?|\bwarning\b|\bWARN\b`

// genericFormats: the fallback for any log no exact format explains. Its findings are
// guesses, used only when no exact format found a root cause.
func genericFormats() []Format {
	return []Format{{
		Name: "generic", Doc: "common error shapes (error:, ERROR, Exception, FAILED, fatal:) in any log",
		Guess: true, GroupBy: GroupNone, Block: BlockIndent,
		Patterns: []Pattern{
			// A runner's closing verdict: the failure it sums up is told above it, so a
			// message of the same failure is preferred (Weak marks a summary).
			{Role: RoleError, Literal: " FAILED **", Re: `^\*\* [A-Z ]+ FAILED \*\*`, Weak: 2},
			{Role: RoleError, Literal: ": FAIL", Pos: LineEnd, Re: `^Test suite \S+: FAIL$`, Weak: 2},
			{Role: RoleError, Literal: "FAILED TEST", Re: `^(?:\[\w+\] )?\*\*\* \d+ TESTS? FAILED \*\*\*|^FAILED TEST SUMMARY$`, Weak: 2},
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
