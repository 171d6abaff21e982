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
			// One regexp for the "error" shapes: "x: error: y", "ERROR y", "[error] y", "FooError: y".
			{Role: RoleError, Literal: "error", Re: `(?:^|[\s\[(:])(?:[Ee]rror|ERROR)(?:\[[\w-]+\])?(?:\]|:|!)(?:\s|$)|^\s*\[?(?:ERROR|Error)\]?\s*[:\-]?\s+\S|(?:^|[\s.:])[A-Z]\w*Error(?: \[\w+\])?(?::\s|$)`, Reject: noise},
			{Role: RoleError, Literal: "fatal", Re: `(?:^|\s)(?:fatal|FATAL|Fatal)(?: error)?:\s+\S`, Reject: noise},
			{Role: RoleError, Literal: "exception", Re: `(?:^|[\s.:])[A-Z]\w*(?:Exception|Error)(?::\s|$)`, Reject: noise},
			{Role: RoleError, Literal: "traceback", Re: `^\s*Traceback \(most recent call last\):`},
			{Role: RoleError, Literal: "fail", Re: `(?:^|[\s\[(])(?:FAILED|FAILURE|FAIL|Failed|Failure)(?:\]|:|!|\s|$)`, Reject: noise},
			{Role: RoleError, Literal: "npm err!", Re: `^npm ERR! `},
		},
	}}
}
