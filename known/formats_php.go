package known

// phpFormats: PHPUnit's text report.
func phpFormats() []Format {
	return []Format{{
		Name: "phpunit", Doc: "PHPUnit: numbered failures and errors with their message and place, the tally, the verdict",
		Kind: "test", GroupBy: GroupTest, Block: BlockAny,
		Patterns: []Pattern{
			// "There were 2 failures:" heads the list; each "N) Class::method" is one test,
			// its message on the next line.
			{Role: RoleIgnore, Literal: "There w", Pos: LineStart, Re: `^There (?:was|were) \d+ (?:errors?|failures?|warnings?|risky tests?|skipped tests?|incomplete tests?):$`},
			{Role: RoleError, Literal: ") ", Pos: AfterNumber, Re: `^\d+\) (?P<test>[\w\\]+::\w+)`, TitleNext: true},
			{Role: RoleLocation, Literal: ".php:", Pos: BeforeNumber, Re: `^(?P<file>\S+\.php):(?P<line>\d+)$`},
			{Role: RoleIgnore, Literal: "--", Pos: LineStart, Re: `^--$`},
			{Role: RoleInfo, Literal: "Tests: ", Pos: LineStart, Re: `^Tests: (?P<total>\d+), Assertions: \d+(?:, Errors: (?P<errors>\d+))?(?:, Failures: (?P<failed>\d+))?(?:, Warnings: \d+)?(?:, Skipped: (?P<skipped>\d+))?`},
			{Role: RoleInfo, Literal: "!", Pos: LineEnd, Re: `^(?:FAILURES|ERRORS)!$`, Verdict: OutcomeFailure},
			{Role: RoleInfo, Literal: "OK (", Pos: LineStart, Re: `^OK \((?P<passed>\d+) tests?, \d+ assertions?\)$`, Verdict: OutcomeSuccess},
		},
	}}
}
