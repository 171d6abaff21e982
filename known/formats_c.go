package known

// Lines of other languages that share gcc's "file:line: error:" shape; their own
// formats read them.
const otherLangs = `\.(?:java|kt|scala|py|pyi|ts|tsx|js|jsx|mjs|cjs|go|rs|rb|php)$`

// cLibFrame matches valgrind frames in valgrind's replacements, the dynamic loader
// and the C library's string, memory and start-up functions (strdup.c:42,
// memmove-vec-unaligned-erms.S): where an error passed, not where the project went
// wrong.
const cLibFrame = `\((?:vg_replace_\w+\.c|dl-[\w-]+\.c|rtld\.c|libc[-_]start[\w-]*\.[ch]|libc_start_call_main\.h|` +
	`(?:str(?:n?dup|n?len|n?cpy|n?cat|n?cmp|r?chr|str|tok)|mem(?:cpy|move|set|cmp|chr)|malloc|arena|genops|fileops|ioputs|iofopen|vfprintf|printf)(?:[-_][\w-]+)?\.[cS]|[\w-]+\.S):\d+\)$`

// cFormats: C and C++ toolchains, the build tools that drive them, and their test
// runners.
func cFormats() []Format {
	return []Format{
		{
			Name: "ld", Doc: "GNU ld, gold, lld and the macOS linker: undefined references, collect2",
			Kind: "build", GroupBy: GroupScope, Block: BlockIndent,
			SameTitle: ".", // a library that lacks a symbol fails each program linked with it
			Patterns: []Pattern{
				{Role: RoleConsequence, Literal: "collect2", Pos: LineStart, Re: `^collect2: (?:fatal )?error: ld returned (?P<status>\d+) exit status`, Verdict: "failure", Close: true},
				{Role: RoleConsequence, Literal: "linker command failed", Re: `error: linker command failed with exit code (?P<status>\d+)`, Verdict: "failure", Close: true},
				{Role: RoleConsequence, Literal: "symbol(s) not found", Re: `^ld: symbol\(s\) not found`, Verdict: "failure", Close: true},
				{Role: RolePre, Literal: ": in function `", Re: `^(?:\S*ld(?:\.\w+)?(?:-[\d.]+)?: )?[^\s:]+(?:\([^)]*\))?: in function [\x60'‘][^'’]*['’]:$`},
				{Role: RoleError, Literal: "undefined reference to", Re: `^(?:\S*ld(?:\.\w+)?(?:-[\d.]+)?: )?(?P<file>[^\s:(]+)(?::(?P<line>\d+)|:\([^)]*\))?: (?P<msg>undefined reference to .*)`},
				{Role: RoleError, Literal: "undefined symbol", Re: `^\S*ld(?:\.\w+)?(?:-[\d.]+)?: error: (?P<msg>undefined symbol: .*)`},
				{Role: RoleError, Literal: "multiple definition of", Re: `^(?:\S*ld(?:\.\w+)?(?:-[\d.]+)?: )?(?P<file>[^\s:(]+)(?::(?P<line>\d+)|:\([^)]*\))?: (?P<msg>multiple definition of .*)`},
				{Role: RoleError, Literal: "cannot find -l", Re: `^\S*ld(?:\.\w+)?(?:-[\d.]+)?: (?:error: )?(?P<msg>cannot find -l.*)`},
				{Role: RoleError, Literal: "Undefined symbols for architecture", Re: `^(?P<msg>Undefined symbols for architecture .*)`},
				{Role: RoleConsequence, Literal: "final link failed", Re: `^\S*ld(?:\.\w+)?: final link failed`},
			},
		},
		{
			Name: "make", Doc: "GNU make: failed targets, missing rules, directories",
			Kind: "build", GroupBy: GroupNone, Block: BlockLine,
			Patterns: []Pattern{
				{Role: RoleConsequence, Literal: "*** [", Re: `^g?make(?:\[\d+\])?: \*\*\* \[(?P<key>[^\]]*)\] (?P<msg>Error (?P<status>\d+).*)`, Verdict: "failure"},
				{Role: RoleConsequence, Literal: "*** [", Re: `^g?make(?:\[\d+\])?: \*\*\* \[(?P<key>[^\]]*)\] (?P<msg>.*)`, Verdict: "failure"},
				{Role: RoleConsequence, Literal: "Waiting for unfinished jobs", Re: `^g?make(?:\[\d+\])?: \*\*\* Waiting for unfinished jobs`},
				{Role: RoleConsequence, Literal: "not remade because of errors", Re: `^g?make(?:\[\d+\])?: Target .* not remade because of errors`, Verdict: "failure"},
				// A library or object with no rule, after a failure: the failed build would
				// have made it (make -k, recursive make). With nothing before, the cause.
				{Role: RoleConsequence, Literal: "No rule to make target", Re: `^g?make(?:\[\d+\])?: \*\*\* (?P<msg>No rule to make target ['\x60‘]\S+\.(?:a|so|o|lo|la)['’].*)`, Verdict: "failure"},
				{Role: RoleError, Literal: "*** ", Re: `^g?make(?:\[\d+\])?: \*\*\* (?P<msg>.*)`},
				{Role: RoleError, Literal: "*** ", Re: `^(?P<file>[^\s:]+):(?P<line>\d+): \*\*\* (?P<msg>.*)`},
				{Role: RoleInfo, Literal: "Entering directory", Re: `^g?make(?:\[\d+\])?: Entering directory ['\x60‘](?P<name>[^'’]*)['’]`, Section: "+directory"},
				{Role: RoleInfo, Literal: "Leaving directory", Re: `^g?make(?:\[\d+\])?: Leaving directory ['\x60‘](?P<name>[^'’]*)['’]`, Section: "-directory"},
			},
		},
		{
			Name: "cmake", Doc: "CMake configure errors and warnings",
			Kind: "build", GroupBy: GroupNone, Block: BlockIndentBlank,
			Patterns: []Pattern{
				// An error raised in one of CMake's own modules is placed by the project's
				// first frame in its call stack.
				{Role: RoleError, Literal: "CMake Error at ", Pos: LineStart, Re: `^CMake Error at [^:]*/Modules/[^:/]+\.cmake:\d+(?: \([^)]*\))?:`, TitleNext: true},
				{Role: RoleError, Literal: "CMake Error at ", Pos: LineStart, Re: `^CMake Error at (?P<file>[^:]+):(?P<line>\d+)(?: \((?P<key>[^)]*)\))?:`, TitleNext: true},
				{Role: RoleContext, Literal: "Call Stack (most recent call first):", Pos: LineStart, Re: `^Call Stack \(most recent call first\):$`},
				{Role: RoleLocation, Literal: ".txt:", Pos: BeforeNumber, Re: `^\s+(?P<file>[^\s:]+):(?P<line>\d+) \([\w:]+\)$`, Reject: `/Modules/`},
				{Role: RoleLocation, Literal: ".cmake:", Pos: BeforeNumber, Re: `^\s+(?P<file>[^\s:]+):(?P<line>\d+) \([\w:]+\)$`, Reject: `/Modules/`},
				{Role: RoleError, Literal: "CMake Error", Pos: LineStart, Re: `^CMake Error(?: in (?P<file>[^:]+))?: (?P<msg>.*)`},
				{Role: RoleWarning, Literal: "CMake ", Pos: LineStart, Re: `^CMake (?:Deprecation )?Warning(?: \((?P<kind>dev)\))?(?: (?:at|in) (?P<file>[^:]+)(?::(?P<line>\d+))?(?: \([^)]*\))?)?:`, TitleNext: true},
				{Role: RoleConsequence, Literal: "-- Configuring incomplete", Pos: LineStart, Re: `^-- Configuring incomplete, errors occurred!`, Verdict: "failure"},
				{Role: RoleConsequence, Literal: "CMake Generate step failed", Pos: LineStart, Re: `^CMake Generate step failed\.`, Verdict: "failure"},
			},
		},
		{
			Name: "ninja", Doc: "ninja: failed edges and stops",
			Kind: "build", GroupBy: GroupNone, Block: BlockAny,
			Patterns: []Pattern{
				{Role: RoleError, Literal: "FAILED: ", Pos: LineStart, Re: `^FAILED: (?:\[code=(?P<status>\d+)\] )?(?P<key>.*)`, Weak: 2},
				{Role: RoleConsequence, Literal: "ninja: build stopped", Pos: LineStart, Re: `^ninja: build stopped: (?P<msg>.*)`, Verdict: "failure", Close: true},
				{Role: RoleError, Literal: "ninja: error: ", Pos: LineStart, Re: `^ninja: error: (?P<msg>.*)`},
			},
		},
		{
			Name: "ctest", Doc: "CTest: failed tests and the summary",
			Kind: "test", GroupBy: GroupTest, Block: BlockAny,
			Patterns: []Pattern{
				{Role: RoleInfo, Literal: "/", Pos: AfterNumber, Re: `^\s*\d+/\d+ Test\s+#\d+: (?P<test>\S+) \.*\s*Passed`},
				// A test that asked to be skipped (SKIP_RETURN_CODE) or is disabled; not lazy: the line above
				// shares its literal.
				{Role: RoleTestPass, Literal: "/", Pos: AfterNumber, Re: `^\s*\d+/\d+ Test\s+#\d+: (?P<test>\S+) \.*\s*\*{3}(?:Skipped|Not Run \(Disabled\))\s`, Count: "skipped"},
				// A test that did not run says why just before: its executable is missing
				// (the cause), or a test it depends on failed (that failure is the cause).
				{Role: RoleError, Literal: "Could not find executable ", Pos: LineStart, Re: `^(?P<msg>Could not find executable (?P<test>\S+))$`},
				{Role: RoleConsequence, Literal: "Failed test dependencies: ", Pos: LineStart},
				{Role: RoleConsequence, Literal: "/", Pos: AfterNumber, Re: `^\s*\d+/\d+ Test\s+#\d+: \S+ \.*\s*\*{3}Not Run\s+[\d.]+ sec`},
				// A pass or fail regular expression is quoted whole, and may hold a newline.
				{Role: RoleError, Literal: "/", Pos: AfterNumber, Re: `^\s*\d+/\d+ Test\s+#\d+: (?P<test>\S+) \.*\s*\*{3}Failed\s+(?:Required regular expression not found|Error regular expression found in output)\. Regex=\[`, Weak: 2},
				// A test that failed or crashed: what it printed under this line (with
				// --output-on-failure) says what failed.
				{Role: RoleError, Literal: "/", Pos: AfterNumber, Re: `^\s*\d+/\d+ Test\s+#\d+: (?P<test>\S+) \.*\s*\*{3}Failed\s+[\d.]+ sec`, Weak: 2, TitleNext: true, StartsNext: true},
				// A crash: ctest's line is the failure, what the program said titles it.
				{Role: RoleError, Literal: "/", Pos: AfterNumber, Re: `^\s*\d+/\d+ Test\s+#\d+: (?P<test>\S+) \.*\s*(?:Subprocess aborted|Child aborted|Subprocess killed)?\*{3}Exception: .*?\s+[\d.]+ sec`, Weak: 2, TitleNext: true},
				// ctest -V prints the test's output before its line, then "test N" for the next.
				{Role: RoleInfo, Literal: "test ", Pos: LineStart, Re: `^test \d+$`},
				{Role: RoleError, Literal: "/", Pos: AfterNumber, Re: `^\s*\d+/\d+ Test\s+#\d+: (?P<test>\S+) \.*\s*(?:Subprocess aborted|Child aborted|Subprocess killed)?\*{3}(?:Timeout|Not Run.*|\S.*?)\s+[\d.]+ sec`, Weak: 2},
				// The next test starting ends what the last one printed.
				{Role: RoleInfo, Literal: "Start ", Pos: LineStart, Re: `^\s*Start\s+\d+: \S+$`},
				{Role: RoleInfo, Literal: "% tests passed", Pos: AfterNumber, Re: `^100% tests passed, (?P<failed>0) tests failed out of (?P<total>\d+)`, Verdict: "success"},
				{Role: RoleInfo, Literal: "% tests passed", Pos: AfterNumber, Re: `^\d+% tests passed, (?P<failed>\d+) tests? failed out of (?P<total>\d+)`, Verdict: "failure"},
				{Role: RoleInfo, Literal: "Total Test time", Pos: LineStart, Re: `^Total Test time \(real\) =\s*(?P<dur>[\d.]+) sec`},
				{Role: RoleConsequence, Literal: "The following tests FAILED", Pos: LineStart, Re: `^The following tests FAILED:`},
				// ctest's total leaves disabled tests out (a skipped one is in it, among the
				// passed): listed here, each goes back in, so that passed = total - skipped.
				{Role: RoleInfo, Literal: " - ", Pos: AfterNumber, Re: `^\s+\d+ - \S+ \(Disabled\)$`, Count: "total"},
				{Role: RoleConsequence, Literal: " - ", Pos: AfterNumber, Re: `^\s+\d+ - \S+ \((?:Failed|Timeout|SEGFAULT|Subprocess aborted|Exception|Not Run|Child aborted|OTHER_FAULT|ILLEGAL|INTERRUPT|NUMERICAL|BUS_ERROR)[^)]*\)`},
				{Role: RoleConsequence, Literal: "Errors while running CTest", Pos: LineStart, Re: `^Errors while running CTest`, Verdict: "failure"},
			},
		},
		{
			// A missing library is said twice per query (pkgconf), and a Makefile asks
			// for its CFLAGS and its LIBS: one problem until something else fails.
			Name: "pkg-config", Doc: "pkg-config (pkgconf): a package not found",
			Kind: "build", GroupBy: GroupScope, Block: BlockLine,
			SameTitle: ".", // the same check failing again (a second configure run)
			Patterns: []Pattern{
				{Role: RoleError, Literal: " was not found in the pkg-config search path", Re: `^(?P<msg>Package \S+ was not found in the pkg-config search path)\.$`},
				{Role: RoleContext, Literal: "Perhaps you should add the directory containing", Pos: LineStart, Re: `^Perhaps you should add the directory containing`},
				{Role: RoleContext, Literal: "to the PKG_CONFIG_PATH environment variable", Pos: LineStart, Re: `^to the PKG_CONFIG_PATH environment variable$`},
				{Role: RoleError, Literal: "Package '", Pos: LineStart, Re: `^(?P<msg>Package '[^']+', required by '[^']*', not found)$`},
			},
		},
		{
			// A configure script stops on its first missing requirement.
			Name: "autoconf", Doc: "autoconf configure scripts: configure: error and WARNING",
			Kind: "build", GroupBy: GroupNone, Block: BlockLine,
			SameTitle: ".", // the same check failing again (a second configure run)
			Patterns: []Pattern{
				{Role: RoleError, Literal: "configure: error: ", Pos: LineStart, Re: `^configure: error: (?P<msg>.*)`},
				{Role: RoleWarning, Literal: "configure: WARNING: ", Pos: LineStart, Re: `^configure: WARNING: (?P<msg>.*)`},
			},
		},
		{
			// The test names are paths (tests/x, t0001.sh): a bare "ERROR: word" of another
			// tool is not a test's.
			Name: "automake", Doc: "automake's test harness (make check): a line per test, the testsuite summary",
			Kind: "test", GroupBy: GroupTest, Block: BlockLine,
			Patterns: []Pattern{
				{Role: RoleTestPass, Literal: "PASS: ", Pos: LineStart, Re: `^PASS: (?P<test>[\w.+-]*[/.][\w./+-]*)(?: \d+ .*)?$`},
				{Role: RoleTestPass, Literal: "SKIP: ", Pos: LineStart, Re: `^SKIP: (?P<test>[\w.+-]*[/.][\w./+-]*)(?: \d+ .*)?$`},
				{Role: RoleTestPass, Literal: "XFAIL: ", Pos: LineStart, Re: `^XFAIL: (?P<test>[\w.+-]*[/.][\w./+-]*)(?: \d+ .*)?$`},
				{Role: RoleError, Literal: "FAIL: ", Pos: LineStart, Re: `^(?P<msg>FAIL: (?P<test>[\w.+-]*[/.][\w./+-]*)(?: \d+ .*)?)$`},
				{Role: RoleError, Literal: "XPASS: ", Pos: LineStart, Re: `^(?P<msg>XPASS: (?P<test>[\w.+-]*[/.][\w./+-]*)(?: \d+ .*)?)$`},
				{Role: RoleError, Literal: "ERROR: ", Pos: LineStart, Re: `^(?P<msg>ERROR: (?P<test>[\w.+-]*[/.][\w./+-]*)(?: \d+ .*)?)$`},
				// VERBOSE=yes prints test-suite.log, whose counts the summary gives again.
				{Role: RoleInfo, Literal: "test-suite.log", Pos: LineEnd, Re: `^\s+\S.* \S+: \S*test-suite\.log$`, TallyOff: true},
				{Role: RoleInfo, Literal: "Testsuite summary for ", Pos: LineStart, TallyOn: true},
				{Role: RoleInfo, Literal: "# TOTAL:", Pos: LineStart, Re: `^# TOTAL:\s+(?P<total>\d+)$`},
				{Role: RoleInfo, Literal: "# PASS:", Pos: LineStart, Re: `^# PASS:\s+(?P<passed>\d+)$`},
				{Role: RoleInfo, Literal: "# SKIP:", Pos: LineStart, Re: `^# SKIP:\s+(?P<skipped>\d+)$`},
				{Role: RoleInfo, Literal: "# FAIL:", Pos: LineStart, Re: `^# FAIL:\s+(?P<failed>0)$`, Verdict: OutcomeSuccess},
				{Role: RoleConsequence, Literal: "# FAIL:", Pos: LineStart, Re: `^# FAIL:\s+(?P<failed>\d+)$`, Verdict: OutcomeFailure},
				{Role: RoleConsequence, Literal: "# XPASS:", Pos: LineStart, Re: `^# XPASS:\s+[1-9]\d*$`, Verdict: OutcomeFailure},
				{Role: RoleConsequence, Literal: "# ERROR:", Pos: LineStart, Re: `^# ERROR:\s+(?P<errors>[1-9]\d*)$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "# ERROR:", Pos: LineStart, Re: `^# ERROR:\s+(?P<errors>0)$`},
				{Role: RoleConsequence, Literal: "See ", Pos: LineStart, Re: `^See \S*test-suite\.log$`},
			},
		},
		{
			Name: "gtest", Doc: "GoogleTest: failed assertions attributed to their test, the summary",
			Kind: "test", GroupBy: GroupTest, Block: BlockAny,
			Patterns: []Pattern{
				// gtest_main's banner: under a ctest failure it is no word on what failed.
				{Role: RoleInfo, Literal: "Running main() from ", Pos: LineStart},
				{Role: RoleTestStart, Literal: "[ RUN      ]", Pos: LineStart, Re: `^\[ RUN      \] (?P<test>\S+)`},
				{Role: RoleTestPass, Literal: "[       OK ]", Pos: LineStart, Re: `^\[       OK \] (?P<test>\S+)`},
				{Role: RoleInfo, Literal: "[  SKIPPED ]", Pos: LineStart, Re: `^\[  SKIPPED \] (?P<skipped>\d+) tests?, listed below`},
				{Role: RoleTestPass, Literal: "[  SKIPPED ]", Pos: LineStart, Re: `^\[  SKIPPED \] (?P<test>\S+)`},
				{Role: RoleConsequence, Literal: "[  FAILED  ]", Pos: LineStart, Re: `^\[  FAILED  \] (?P<failed>\d+) tests?, listed below`, Verdict: "failure"},
				{Role: RoleError, Literal: "[  FAILED  ]", Pos: LineStart, Re: `^\[  FAILED  \] (?P<test>[^\s,]+) \(\d+ ms\)$`, Weak: 2, Block: blockPtr(BlockLine), EndsTest: true, Verdict: "failure"},
				{Role: RoleError, Literal: "[  FAILED  ]", Pos: LineStart, Re: `^\[  FAILED  \] (?P<test>[^\s,]+)`, Weak: 2, Block: blockPtr(BlockLine)},
				{Role: RoleConsequence, Literal: " FAILED TEST", Pos: AfterNumber, Re: `^\s*\d+ FAILED TESTS?$`},
				// A run with failures also prints it: their FAILED verdict outweighs it.
				{Role: RoleInfo, Literal: "[  PASSED  ]", Pos: LineStart, Re: `^\[  PASSED  \] (?P<passed>\d+) tests?\.`, Verdict: "success"},
				{Role: RoleInfo, Literal: "[==========]", Pos: LineStart, Re: `^\[==========\] \d+ tests? from \d+ test (?:suites?|cases?) ran\. \((?P<durms>\d+) ms total\)`},
				{Role: RoleError, Literal: ": Failure", Pos: LineEnd, Re: `^(?P<file>[^\s:]+):(?P<line>\d+): Failure$`, Tentative: true, TitleNext: true},
				// An exception thrown in a test body has no place: "unknown file: Failure".
				{Role: RoleError, Literal: "unknown file: Failure", Pos: LineStart, Re: `^unknown file: Failure$`, Tentative: true, TitleNext: true},
			},
		},
		{
			Name: "valgrind", Doc: "valgrind memcheck: invalid accesses, leaks, the error summary",
			Kind: "test", GroupBy: GroupNone, Block: BlockLine,
			Patterns: []Pattern{
				// The first frame in the project's code: not valgrind's own allocator,
				// nor a C library's string and memory functions or its start-up.
				{Role: RoleLocation, Literal: "==", Pos: LineStart, Re: `^==\d+==\s+(?:at|by) 0x[0-9A-Fa-f]+: .*\((?P<file>[^():\s]+):(?P<line>\d+)\)$`, Reject: cLibFrame},
				{Role: RoleError, Literal: "==", Pos: LineStart, Re: `^==\d+== (?P<msg>(?:Invalid (?:read|write|free|delete)|Conditional jump or move|Use of uninitialised|Mismatched free|Syscall param|Source and destination overlap|Argument '|Jump to the invalid|Stack overflow|Invalid free).*)`},
				// The signal that ended the process after the access it reported (a crash
				// with no report before it is an orphan, still told).
				{Role: RoleConsequence, Literal: "Process terminating with default action of signal", Re: `^==\d+== (?P<msg>Process terminating with default action of signal .*)$`},
				{Role: RoleError, Literal: "definitely lost", Re: `^==\d+== (?P<msg>[\d,]+ (?:\([\d,]+ direct, [\d,]+ indirect\) )?bytes in [\d,]+ blocks are definitely lost.*)`},
				{Role: RoleWarning, Literal: "possibly lost", Re: `^==\d+== (?P<msg>[\d,]+ (?:\([\d,]+ direct, [\d,]+ indirect\) )?bytes in [\d,]+ blocks are (?P<kind>possibly lost).*)`},
				// memcheck's verdict on the run it watched.
				{Role: RoleInfo, Literal: "ERROR SUMMARY", Re: `^==\d+== ERROR SUMMARY: (?P<errors>0) errors from`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "ERROR SUMMARY", Re: `^==\d+== ERROR SUMMARY: (?P<errors>[\d,]+) errors? from`, Verdict: OutcomeFailure},
				// Accesses past one block's end at one address, in one process, are one
				// problem (a write past a string's end, then the reads of that byte).
				{Role: RoleContext, Literal: "==", Pos: LineStart, Re: `^==\d+== {2}Address 0x[0-9A-Fa-f]+ is [\d,]+ bytes (?:after|before) a block `, InBlock: true,
					KeyFrom: `^==(\d+)== {2}Address (0x[0-9A-Fa-f]+) is [\d,]+ bytes (?:after|before) a block `, KeyJoins: true, KeyClaims: true},
				{Role: RoleContext, Literal: "==", Pos: LineStart, Re: `^==\d+== {2,}\S`},
			},
		},
		{
			// C's assert(): glibc prints "prog: file:line: function: Assertion `expr'
			// failed." and aborts; musl prints "Assertion failed: expr (file: function: line)".
			Name: "assert", Doc: "C's assert() failing: glibc's and musl's messages before the abort",
			Kind: "test", GroupBy: GroupNone, Block: BlockLine,
			Patterns: []Pattern{
				{Role: RoleError, Literal: ": Assertion \x60", Re: `^(?:[^\s:]+: ){0,2}(?P<file>[^\s:]+):(?P<line>\d+): .*?: (?P<msg>Assertion \x60.*' failed\.)$`}, // ctest -V prefixes "N: "
				{Role: RoleError, Literal: "Assertion failed: ", Pos: LineStart, Re: `^(?P<msg>Assertion failed: .*) \((?P<file>[^\s:]+): [^:]+: (?P<line>\d+)\)$`},
			},
		},
		{
			// Reports may come prefixed (a test harness that quotes the log with "= "), so
			// the report line is not anchored.
			Name: "sanitizer", Doc: "clang/gcc sanitizers: AddressSanitizer, LeakSanitizer, ThreadSanitizer reports and UBSan runtime errors",
			Kind: "test", GroupBy: GroupNone, Block: BlockAny,
			Patterns: []Pattern{
				{Role: RoleError, Literal: "==ERROR: ", Re: `==\d+==ERROR: (?P<msg>\w+Sanitizer: .*)`},
				{Role: RoleError, Literal: "WARNING: ThreadSanitizer: ", Re: `WARNING: (?P<msg>ThreadSanitizer: .*?)(?: \(pid=\d+\))?$`},
				{Role: RoleError, Literal: "runtime error: ", Loc: true, MsgAfter: true},
				{Role: RoleLocation, Literal: "#0 0x", Re: `#0 0x[0-9a-f]+ in \S+ (?P<file>[^\s:()]+):(?P<line>\d+)(?::(?P<col>\d+))?$`},
				{Role: RoleConsequence, Literal: "SUMMARY: ", Re: `SUMMARY: \w+Sanitizer: `},
			},
		},
		{
			Name: "gcc", Doc: "gcc and clang diagnostics: errors, fatal errors, warnings, notes, include and template chains",
			Kind: "build", GroupBy: GroupCascade, Block: BlockSnippet,
			Patterns: []Pattern{
				{Role: RolePre, Literal: "In file included from", Pos: LineStart, Re: `^In file included from (?P<file>\S+?):\d+`, IncludedFrom: true},
				{Role: RolePre, Literal: "from ", Pos: LineStart, Re: `^\s+from (?P<file>\S+?):\d+[,:]$`, IncludedFrom: true},
				{Role: RolePre, Literal: ": In function ", Pos: AtColon},
				{Role: RolePre, Literal: ": In ", Pos: AtColon, Re: `^[^\s:][^:]*: In (?:member function|static member function|constructor|destructor|instantiation of|substitution of|lambda function|copy constructor|static function)\b.*:$`},
				{Role: RolePre, Literal: ": At ", Pos: AtColon, Re: `^[^\s:][^:]*: At (?:global scope|top level):$`},
				{Role: RolePre, Literal: "required from", Loc: true},
				{Role: RolePre, Literal: "recursively required", Loc: true},
				{Role: RolePre, Literal: "required by", Loc: true},
				// configure's probes (config.log, printed by CI on failure): a compile that
				// fails there is configure finding out, not the build failing.
				{Role: RoleInfo, Literal: "This file contains any messages produced by compilers while", Pos: LineStart, Mutes: true},
				{Role: RoleInfo, Literal: "configure: exit ", Pos: LineStart, Re: `^configure: exit \d+$`, Unmutes: true},
				{Role: RoleIgnore, Literal: "conftest.", Pos: LineStart, Re: `^conftest\.(?:c|cc|cpp|cxx|C):\d+:(?:\d+:)? (?:fatal )?error: `},
				// <cstdint> not included: each fixed-width type it declares is missing from
				// std, one problem however many are used.
				{Role: RoleError, Literal: "error: ", Loc: true, Re: `^error: (?P<msg>‘(?:std::)?u?int(?:_least|_fast)?(?:8|16|32|64|ptr|max)_t’ (?:is not a member of ‘std’|in namespace ‘std’ does not name a type|has not been declared).*)$`, Reject: otherLangs,
					KeyFrom: `‘(?:std::)?u?int(?:_least|_fast)?(?:8|16|32|64|ptr|max)(_t)’`},
				// What a declaration that failed leaves behind where it is used (its type
				// is taken to be int).
				{Role: RoleError, Literal: "error: ", Loc: true, Re: `^error: (?P<msg>(?:request for member .* in something not a structure or union|member reference base type .* is not a structure or union))$`, Reject: otherLangs, FollowOn: true},
				// An error inside a library's header follows from the one before it there
				// (one bad instantiation fails at several places in the standard library).
				{Role: RoleError, Literal: "include/", Re: `^(?P<file>/usr/(?:local/)?include/\S+?):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$`, FollowOn: true},
				// A header read twice (no include guard) redefines everything after its first
				// redefinition: each is a follow-on in that file.
				{Role: RoleError, Literal: "error: ", Loc: true, Re: `^error: (?P<msg>(?:redefinition of|conflicting types for) .*)$`, Reject: otherLangs, FollowOn: true},
				// A C++ member whose type failed to parse is missing from its struct wherever
				// the header is used, and undeclared in its class's own functions; an alias
				// of the type names none; a value meant for it meets an int (C keeps the
				// member, as an int; a "did you mean" is a typo). An enum whose first name
				// is a macro's (syslog.h's LOG_INFO) declares none of its names. A name
				// undeclared follows only if the failed line declared it.
				{Role: RoleError, Literal: "error: ", Loc: true, Re: `^error: (?P<msg>‘[^’]+’ has no member named ‘[^’]+’|no member named '[^']+' in '[^']+'|‘[^’]+’ was not declared in this scope|‘[^’]+’ undeclared \(first use in this function\)(?:; did you mean ‘[^’]+’\?)?|use of undeclared identifier '[^']+'|‘[^’]+’ does not name a type|‘[^’]+’ has not been declared|too many initializers for ‘[^’]+’|invalid user-defined conversion from .* to ‘int’.*|template argument \d+ is invalid|variable or field ‘[^’]+’ declared void|request for member ‘[^’]+’ in ‘[^’]+’, which is of non-class type ‘[^’]+’|invalid types ‘[^’]+’ for array subscript)$`, Reject: otherLangs, FollowOn: true, FollowsTitle: `does not name a (?:template )?type|no template named|no type named|expected identifier before numeric constant|is not a member of ‘std’`},
				// A header that lost an #include leaves each type it used unknown.
				{Role: RoleError, Literal: "error: ", Loc: true, Re: `^error: (?P<msg>unknown type name .*)$`, Reject: otherLangs, FollowOn: true, FollowsSame: true},
				// make -k over a missing object directory: each compile fails to open its
				// dependency file there, one problem.
				{Role: RoleError, Literal: "fatal error: ", Loc: true, MsgAfter: true, Reject: otherLangs, KeyFrom: `^opening dependency file (\S+)/[^/\s]+: No such file or directory$`},
				{Role: RoleError, Literal: "error: ", Loc: true, MsgAfter: true, Reject: otherLangs},
				{Role: RoleError, Literal: " error: ", Re: `^(?:\S*/)?(?:gcc|g\+\+|cc|c\+\+|clang|clang\+\+|cc1|cc1plus|cpp)(?:-[\d.]+)?: (?:fatal )?error: (?P<msg>.*)`},
				// SwiftLint speaks clang's format; its violations fail a strict lint step,
				// so alone they are a likely cause.
				{Role: RoleError, Literal: " Violation: ", Re: `^(?P<file>[^\s:]+\.swift):(?P<line>\d+):(?P<col>\d+): (?:warning|error): (?P<msg>.+ Violation: .*)`, Guess: true},
				{Role: RoleWarning, Literal: "warning: ", Loc: true, MsgAfter: true, KindTrailer: true, Reject: otherLangs},
				// gcc names the header a missing #include would have declared a name in:
				// every error it says so of is one problem, whichever name and file.
				{Role: RoleContext, Literal: "note: ", Loc: true, Re: `^note: .* is defined in header ‘<[^>]+>’; did you forget to ‘#include <[^>]+>’\?$`, InBlock: true,
					KeyFrom: `did you forget to ‘#include (<[^>]+>)’`, KeyJoins: true, KeyClaims: true},
				{Role: RoleContext, Literal: "note: ", Loc: true},
				{Role: RoleContext, Literal: " note: ", Re: `^[^\s:][^:]*:\s*note: `},
				{Role: RoleConsequence, Literal: " generated.", Pos: LineEnd, Re: `^(?:(?P<warnings>\d+) warnings? and )?(?P<errors>\d+) errors? generated\.$`, Verdict: "failure"},
				{Role: RoleInfo, Literal: " generated.", Pos: LineEnd, Re: `^(?P<warnings>\d+) warnings? generated\.$`},
				{Role: RoleConsequence, Literal: "compilation terminated", Pos: LineStart, Re: `^compilation terminated\.$`},
				{Role: RoleConsequence, Literal: "fatal error: too many errors emitted", Pos: LineStart, Re: `^fatal error: too many errors emitted, stopping now`},
				{Role: RoleConsequence, Literal: "warnings being treated as errors", Pos: LineEnd, Re: `^\S+: (?:all|some) warnings being treated as errors$`},
			},
		},
	}
}
