package known

// ciFormats: what CI runners and shells print around the tools: failures with no
// error line of their own (a missing command, a kill, a timeout) and the runner's
// verdict, which is a consequence, never a cause.
func ciFormats() []Format {
	return []Format{
		{
			Name: "github-actions", Doc: "GitHub Actions runner lines: groups, ##[error] annotations, Process completed with exit code",
			GroupBy: GroupNone, Block: BlockLine,
			Patterns: []Pattern{
				// A step's command: a failure with no message of its own is in its output.
				{Role: RoleInfo, Literal: "##[group]Run ", Pos: LineStart, Re: `^##\[group\](?P<name>Run (?P<msg>.*))`, Section: "+group", Command: true},
				{Role: RoleInfo, Literal: "##[group]", Pos: LineStart, Re: `^##\[group\](?P<name>.*)`, Section: "+group"},
				{Role: RoleInfo, Literal: "##[endgroup]", Pos: LineStart, Re: `^##\[endgroup\]`, Section: "-group"},
				{Role: RoleInfo, Literal: "::group::", Pos: LineStart, Re: `^::group::(?P<name>.*)`, Section: "+group"},
				{Role: RoleInfo, Literal: "::endgroup::", Pos: LineStart, Re: `^::endgroup::`, Section: "-group"},
				{Role: RoleConsequence, Literal: "Process completed with exit code", Re: `^(?:##\[error\]|Error: )(?P<msg>Process completed with exit code (?P<status>\d+)\.)`, Verdict: "status"},
				{Role: RoleError, Literal: "exceeded the maximum execution time", Re: `^(?:##\[error\])?(?P<msg>The job running on runner .* has exceeded the maximum execution time.*)`},
				{Role: RoleError, Literal: "The operation was canceled", Re: `^##\[error\](?P<msg>The operation was canceled\.)`},
				{Role: RoleError, Literal: "##[error]", Pos: LineStart, Re: `^##\[error\](?P<msg>.*)`},
				{Role: RoleError, Literal: "::error", Pos: LineStart, Re: `^::error(?: file=(?P<file>[^,:]+))?(?:,line=(?P<line>\d+))?(?:,col=(?P<col>\d+))?[^:]*::(?P<msg>.*)`},
				{Role: RoleWarning, Literal: "##[warning]", Pos: LineStart, Re: `^##\[warning\](?P<msg>.*)`},
				{Role: RoleWarning, Literal: "::warning", Pos: LineStart, Re: `^::warning(?: file=(?P<file>[^,:]+))?(?:,line=(?P<line>\d+))?[^:]*::(?P<msg>.*)`},
			},
		},
		{
			Name: "travis", Doc: "Travis CI: the command that exited non-zero and the build's exit status",
			GroupBy: GroupNone, Block: BlockLine,
			Patterns: []Pattern{
				{Role: RoleConsequence, Literal: "exited with ", Re: `^The command "(?P<key>.*)" (?:failed and )?exited with (?P<status>[1-9]\d*)`, Verdict: "failure"},
				{Role: RoleInfo, Literal: "exited with ", Re: `^The command "(?P<key>.*)" exited with 0\.`},
				// A command of several lines: its exit line starts inside the command.
				{Role: RoleConsequence, Literal: "exited with ", Re: `" (?:failed and )?exited with (?P<status>[1-9]\d*)\.$`, Verdict: "failure"},
				{Role: RoleInfo, Literal: "exited with ", Re: `" exited with 0\.$`},
				// travis_retry: the first attempt's failure is the one to explain; the
				// attempts after it repeat it.
				{Role: RoleConsequence, Literal: "failed. Retrying, ", Re: `The command "(?P<key>.*)" failed\. Retrying, \d+ of \d+\.`},
				// Each command of the job is echoed: the last one before a failure ran it.
				{Role: RoleTrace, Literal: "$ ", Pos: LineStart, Re: `^\$ (?P<msg>\S.*)`},
				{Role: RoleConsequence, Literal: "Your build exited with", Re: `^Done\. Your build exited with (?P<status>[1-9]\d*)\.`, Verdict: "status"},
				{Role: RoleInfo, Literal: "Your build exited with", Re: `^Done\. Your build exited with (?P<status>0)\.`, Verdict: "status"},
				{Role: RoleError, Literal: "No output has been received in the last", Re: `^(?P<msg>No output has been received in the last .*)`},
				{Role: RoleError, Literal: "exceeded the maximum time limit", Re: `^(?P<msg>The job exceeded the maximum (?:time limit|log length).*)`},
			},
		},
		{
			Name: "shell", Doc: "shells and the kernel: command not found, killed, timeouts, crashes, set -e stops",
			GroupBy: GroupNone, Block: BlockLine, Soft: true,
			Patterns: []Pattern{
				{Role: RoleError, Literal: "command not found", Re: `(?:^|: )(?P<msg>[^\s:]+: command not found)$`},
				{Role: RoleError, Literal: ": not found", Re: `^\S+: (?:\d+: |line \d+: )?(?P<msg>[^\s:]+: not found)$`},
				{Role: RoleError, Literal: "killed", Re: `^(?:signal: killed|Killed(?:: 9)?|\S+: line \d+: +\d+ Killed\b.*|\S+: \d+: .*Killed\b.*)$`},
				{Role: RoleError, Literal: "terminated", Re: `^(?:\S+: line \d+: +\d+ Terminated\b.*|Terminated)$`},
				{Role: RoleError, Literal: "timeout: ", Pos: LineStart, Re: `^timeout: (?P<msg>(?:sending signal|the monitored command).*)`},
				{Role: RoleError, Literal: "Segmentation fault", Re: `(?:^|: )(?:line \d+: +\d+ )?(?P<msg>Segmentation fault(?: \(core dumped\))?)`, ConseqAfter: crashReporters()},
				{Role: RoleError, Literal: "core dumped", Re: `(?:^|: )(?:line \d+: +\d+ )?(?P<msg>(?:Aborted|Bus error|Illegal instruction|Floating point exception) \(core dumped\))`, ConseqAfter: crashReporters()},
				// bash's report of a job a signal ended ("line 7:   896 File size limit
				// exceeded./prog": the command follows with no space unless a core was
				// dumped), for the signals not above.
				{Role: RoleError, Literal: ": line ", Re: `^\S+: line \d+: +\d+ (?P<msg>(?:File size limit exceeded|CPU time limit exceeded|Aborted|Bus error|Illegal instruction|Floating point exception|Hangup|Alarm clock|Trace/breakpoint trap|User defined signal [12]|Quit|Bad system call)(?: \(core dumped\))?)`, ConseqAfter: crashReporters()},
				{Role: RoleError, Literal: "No space left on device", Re: `(?P<msg>No space left on device)`},
				// GNU tar's own verdict after the files it could not read.
				{Role: RoleConsequence, Literal: "Exiting with failure status due to previous errors", Pos: LineEnd, Re: `^[\w.+-]+: Exiting with failure status due to previous errors$`, Verdict: OutcomeFailure},
				{Role: RoleConsequence, Literal: "exit status 1", Pos: LineStart, Re: `^(?P<msg>exit status (?P<status>12[4-7]|13[0-9]))$`},
				// "+ cmd args": the command word right after one space. Not a test's diff
				// ("+ actual - expected", "+   'x',", "+ Received:") nor a diff's header.
				{Role: RoleTrace, Literal: "+", Pos: LineStart, Re: `^\++ (?P<msg>(?:[\w./~$@%=-]|'\[')\S*(?: .*)?)$`, Reject: `^\+\+\+ (?:Actual|[ab]/|/dev/null)|^\++ \S*[:,](?:\s|$)|^\+ (?:actual|expected) - |^\+ Received\b`},
			},
		},
	}
}

// crashReporters are the formats that report a crash before the shell says the process
// died of it.
func crashReporters() []string { return []string{"valgrind", "sanitizer", "assert"} }
