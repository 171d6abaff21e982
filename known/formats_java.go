package known

// javaLibFrame matches stack frames of the JDK, test runners and build tools: they say
// where an exception passed, not where the project's code went wrong.
const javaLibFrame = `^\s*(?:at )?(?:[\w$.]*/)*(?:java|javax|jdk|sun|com\.sun|org\.junit|junit|org\.opentest4j|org\.apache\.maven|org\.gradle|org\.testng|kotlin|kotlinx|scala|groovy|org\.codehaus\.groovy|worker\.org\.gradle|org\.springframework|org\.mockito|net\.bytebuddy)\.`

// javaException is an exception's class and message as Java prints it at the head of a
// stack ("java.lang.IllegalStateException: msg"); it titles the open failure.
// Its package must start the way Java's reverse-DNS names do, so that a Python
// "json.decoder.JSONDecodeError" is left to the Python formats.
const javaException = `^\s*(?P<msg>(?:java|javax|jdk|sun|com|org|net|io|de|fr|nl|ch|uk|edu|me|dev|info|junit|kotlin|kotlinx|scala|akka|android|androidx|groovy|lombok|reactor|play|hudson|jenkins)(?:\.[a-z_][\w$]*)*\.[A-Z][\w$]*(?:Exception|Error|Failure|Throwable)\w*(?::\s.*)?)$`

// jvmRepeats are what a JVM prints for each use of a class after its static initialiser
// threw (Java 17 adds the recorded cause "ExceptionInInitializerError: Exception x [in
// thread ...]"): the first failure again.
func jvmRepeats() []string {
	return []string{"NoClassDefFoundError: Could not initialize class", "ExceptionInInitializerError: Exception "}
}

// javaFormats: javac (alone, through Maven, Gradle and Ant), uncaught exception stacks,
// Maven with Surefire, the JUnit 4 and 5 console runners, and Gradle.
func javaFormats() []Format {
	return []Format{
		{
			Name: "javac", Doc: "javac errors and warnings, alone or as Maven, Gradle and Ant print them",
			Kind: "build", GroupBy: GroupCascade, Block: BlockSnippet,
			Patterns: []Pattern{
				// Gradle 4 glues the task name to the first line (":compileJava/src/A.java:3: error:").
				// "cannot find symbol" says which symbol on its "symbol:" line.
				{Role: RoleError, Literal: ".java:", Pos: BeforeNumber, Re: `^(?:\s*\[javac\] )?(?::[\w:-]+)?(?P<file>[^\s:]*\.java):(?P<line>\d+): error: (?P<msg>cannot find symbol)$`, KeyLater: true},
				// A missing package leaves its imports' uses unresolved, and a static
				// import from it is not from a class.
				{Role: RoleError, Literal: ".java:", Pos: BeforeNumber, Re: `^(?:\s*\[javac\] )?(?::[\w:-]+)?(?P<file>[^\s:]*\.java):(?P<line>\d+): error: (?P<msg>package \S+ does not exist)$`, Imports: true},
				{Role: RoleError, Literal: ".java:", Pos: BeforeNumber, Re: `^(?:\s*\[javac\] )?(?::[\w:-]+)?(?P<file>[^\s:]*\.java):(?P<line>\d+): error: (?P<msg>static import only from classes and interfaces)$`, FollowOn: true},
				// An interface method whose signature changed: each implementer's old method
				// no longer overrides it.
				{Role: RoleError, Literal: ".java:", Pos: BeforeNumber, Re: `^(?:\s*\[javac\] )?(?::[\w:-]+)?(?P<file>[^\s:]*\.java):(?P<line>\d+): error: (?P<msg>method does not override or implement a method from a supertype)$`, FollowOn: true, FollowsTitle: javacNotOverridden},
				{Role: RoleError, Literal: ".java:", Pos: BeforeNumber, Re: `^(?:\s*\[javac\] )?(?::[\w:-]+)?(?P<file>[^\s:]*\.java):(?P<line>\d+): error: (?P<msg>.*)$`, KeyFrom: javacConvertedKey},
				{Role: RoleContext, Literal: "symbol:", Re: `^(?:\[ERROR\]|\s*\[javac\])?\s+symbol:\s+(?P<key>\S.*)$`, InBlock: true},
				// A changed return type (T to Optional<T>): the callers' errors name it.
				{Role: RoleContext, Literal: "location:", Re: `^(?:\[ERROR\]|\s*\[javac\])?\s+location: (?:class|interface|variable \w+ of type) [\w.$]+<\S+>$`, InBlock: true, KeyFrom: `location: (?:class|interface|variable \w+ of type) ([\w.$]+<\S+>)$`, KeyJoins: true},
				{Role: RoleContext, Literal: "found:", Re: `^(?:\[ERROR\]|\s*\[javac\])?\s+found:\s+[\w.$]+<\S+>$`, InBlock: true, KeyFrom: `found:\s+([\w.$]+<\S+>)$`, KeyJoins: true},
				{Role: RoleWarning, Literal: ".java:", Pos: BeforeNumber, Re: `^(?:\s*\[javac\] )?(?::[\w:-]+)?(?P<file>[^\s:]*\.java):(?P<line>\d+): warning: (?:\[(?P<kind>[\w-]+)\] )?(?P<msg>.*)$`},
				// maven-compiler-plugin: "[ERROR] /src/A.java:[19,16] cannot find symbol".
				{Role: RoleError, Literal: ".java:[", Re: `^\[ERROR\] (?P<file>\S*\.java):\[(?P<line>\d+),(?P<col>\d+)\] (?:error: )?(?P<msg>cannot find symbol)$`, KeyLater: true},
				{Role: RoleError, Literal: ".java:[", Re: `^\[ERROR\] (?P<file>\S*\.java):\[(?P<line>\d+),(?P<col>\d+)\] (?:error: )?(?P<msg>package \S+ does not exist)$`, Imports: true},
				{Role: RoleError, Literal: ".java:[", Re: `^\[ERROR\] (?P<file>\S*\.java):\[(?P<line>\d+),(?P<col>\d+)\] (?:error: )?(?P<msg>static import only from classes and interfaces)$`, FollowOn: true},
				{Role: RoleError, Literal: ".java:[", Re: `^\[ERROR\] (?P<file>\S*\.java):\[(?P<line>\d+),(?P<col>\d+)\] (?:error: )?(?P<msg>method does not override or implement a method from a supertype)$`, FollowOn: true, FollowsTitle: javacNotOverridden},
				{Role: RoleError, Literal: ".java:[", Re: `^\[ERROR\] (?P<file>\S*\.java):\[(?P<line>\d+),(?P<col>\d+)\] (?:error: )?(?P<msg>.*)$`, KeyFrom: javacConvertedKey},
				{Role: RoleWarning, Literal: ".java:[", Re: `^\[WARNING\] (?P<file>\S*\.java):\[(?P<line>\d+),(?P<col>\d+)\] (?:\[(?P<kind>[\w-]+)\] )?(?P<msg>.*)$`},
				// -Werror: the warnings stand, this line is what failed the build.
				{Role: RoleError, Literal: "error: warnings found and -Werror specified", Pos: LineStart, Re: `^(?P<msg>error: warnings found and -Werror specified)$`},
				{Role: RoleConsequence, Literal: " error", Pos: AfterNumber, Re: `^(?P<errors>\d+) errors?$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: " warning", Pos: AfterNumber, Re: `^(?P<warnings>\d+) warnings?$`},
				{Role: RoleIgnore, Literal: "Note: ", Pos: LineStart, Re: `^Note: (?:Some input files|Recompile with|\S+\.java (?:uses|has))`},
				// Ant indents its tasks' output behind the task's name.
				{Role: RoleConsequence, Literal: "[javac] ", Pos: LineStart, Re: `^\s*\[javac\] (?P<errors>\d+) errors?$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "[javac] ", Pos: LineStart, Re: `^\s*\[javac\] (?P<warnings>\d+) warnings?$`},
				{Role: RoleIgnore, Literal: "[javac] ", Pos: LineStart, Re: `^\s*\[javac\] Note: (?:Some input files|Recompile with|\S+\.java (?:uses|has))`},
			},
		},
		{
			Name: "java-exception", Doc: "Java exception stacks: Exception in thread, Caused by (the deepest cause is the root), frames",
			Kind: "", GroupBy: GroupNone, Block: BlockIndent,
			Repeats: jvmRepeats(),
			Patterns: []Pattern{
				{Role: RoleError, Literal: `Exception in thread "`, Pos: LineStart, Re: `^Exception in thread "(?P<test>[^"]*)" (?P<msg>\S.*)$`},
				{Role: RoleRetitle, Literal: "Caused by: ", Pos: LineStart, Re: `^\s*Caused by: (?P<msg>\S.*)$`},
				// The first frame in the project's code is where it went wrong.
				{Role: RoleLocation, Literal: ".java:", Pos: BeforeNumber, Re: `^\s*(?:at )?(?:[\w$.]*/)*[\w$.<>-]+\((?P<file>[\w$-]+\.java):(?P<line>\d+)\)$`, Reject: javaLibFrame},
				{Role: RoleLocation, Literal: ".kt:", Pos: BeforeNumber, Re: `^\s*(?:at )?(?:[\w$.]*/)*[\w$.<>-]+\((?P<file>[\w$-]+\.kt):(?P<line>\d+)\)$`, Reject: javaLibFrame},
				// An exception line under a failure that named only its test (Surefire,
				// JUnit, a Python traceback's last line too) gives the failure its title.
				{Role: RoleLocation, Literal: "Exception", Re: javaException},
				{Role: RoleLocation, Literal: "Error", Re: javaException},
				{Role: RoleLocation, Literal: "Failure", Re: javaException},
			},
		},
		{
			Name: "maven", Doc: "Maven: [ERROR] lines, Surefire test failures and totals, Failed to execute goal, BUILD FAILURE",
			Kind: "build", GroupBy: GroupScope, Block: BlockIndent,
			Repeats: jvmRepeats(),
			Patterns: []Pattern{
				// Surefire: each failing test, then its exception and stack.
				{Role: RoleError, Literal: "<<< ", Re: `^(?:\[ERROR\] )?(?P<test>[\w$]+\([\w.$]+\))\s+Time elapsed: [\d.,]+ s(?:ec)?\s+<<< (?:FAILURE|ERROR)!$`, Close: true},
				{Role: RoleError, Literal: "<<< ", Re: `^(?:\[ERROR\] )?(?P<test>[\w.$]+[.#][\w$\[\], ]+?)(?:\(\))? -- Time elapsed: [\d.,]+ s\s+<<< (?:FAILURE|ERROR)!$`, Close: true},
				// JUnit 5 under Surefire 2.x names the method alone; the class's own
				// "Tests run: … <<< FAILURE! - in x" line is not a test.
				{Role: RoleError, Literal: "<<< ", Re: `^(?:\[ERROR\] )?(?P<test>\S.*?)\s+Time elapsed: [\d.,]+ s(?:ec)?\s+<<< (?:FAILURE|ERROR)!$`, Reject: `^(?:\[\w+\] )?Tests run:`, Close: true},
				{Role: RoleIgnore, Literal: "Tests run:", Re: `^(?:\[\w+\] )?Tests run: \d+, Failures: \d+, Errors: \d+, Skipped: \d+, Time elapsed`},
				// Under "Flakes:", a test that failed and passed when run again.
				{Role: RoleInfo, Literal: "[WARNING] ", Pos: LineStart, Re: `^\[WARNING\] (?P<test>[\w$]+(?:\.[\w$]+)+(?:\([\w.$]+\))?)$`, Flaky: true},
				// The compiler plugin repeats javac's count after its errors ("[INFO] 3 errors ").
				{Role: RoleInfo, Literal: "[INFO] ", Pos: LineStart, Re: `^\[INFO\] (?:(?P<errors>\d+) errors?|(?P<warnings>\d+) warnings?) ?$`},
				// The totals: passed is what the total leaves.
				{Role: RoleInfo, Literal: "Tests run:", Re: `^(?:\[\w+\] )?Tests run: (?P<total>\d+), Failures: (?P<failed>0), Errors: (?P<errors>0), Skipped: (?P<skipped>\d+)(?:, Flakes: \d+)?$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "Tests run:", Re: `^(?:\[\w+\] )?Tests run: (?P<total>\d+), Failures: (?P<failed>\d+), Errors: (?P<errors>0), Skipped: (?P<skipped>\d+)(?:, Flakes: \d+)?$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "Tests run:", Re: `^(?:\[\w+\] )?Tests run: (?P<total>\d+), Failures: (?P<failed>\d+), Errors: (?P<errors>\d+), Skipped: (?P<skipped>\d+)(?:, Flakes: \d+)?$`, Verdict: OutcomeFailure},
				{Role: RoleConsequence, Literal: "Failed to execute goal", Re: `^\[ERROR\] Failed to execute goal (?:\S+ (?:\([^)]*\) )?)?on project (?P<name>[^:]+): (?P<msg>.*?)(?: -> \[Help \d+\])?$`, Verdict: OutcomeFailure},
				{Role: RoleConsequence, Literal: "Failed to execute goal", Re: `^\[ERROR\] Failed to execute goal (?P<msg>.*?)(?: -> \[Help \d+\])?$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "BUILD FAILURE", Re: `^\[INFO\] BUILD FAILURE$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "BUILD SUCCESS", Re: `^\[INFO\] BUILD SUCCESS$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "Total time:", Re: `^\[INFO\] Total time: +(?P<dur>[\d.]+) ?s`},
				// The reactor summary names the failed module again.
				// The reactor summary restates a module's failure; with nothing read before
				// it (a dependency that cannot be resolved), "Failed to execute goal" below
				// it says what failed, so it is no orphan cause of its own.
				{Role: RoleInfo, Literal: " FAILURE [", Re: `^\[INFO\] \S.* \.+ FAILURE \[`},
				// Surefire's run: what the tests print until its Results (a line shaped as a
				// compiler's error, a logged stack) is their output.
				{Role: RoleInfo, Literal: "T E S T S", Re: `^(?:\[INFO\] )? ?T E S T S$`, RunStarts: true},
				{Role: RoleInfo, Literal: "Results:", Re: `^(?:\[INFO\] )?Results ?:$`, ReportStarts: true},
				// Maven's advice after a failure, and section headings.
				{Role: RoleIgnore, Literal: "[ERROR]", Pos: LineStart, Re: `^\[ERROR\] ?(?:-> \[Help \d+\]|To see the full stack trace|Re-run Maven using|For more information about the errors|\[Help \d+\] http|After correcting the problems|  mvn <args>|  mvn <goals>|Please refer to |COMPILATION ERROR|Failures: ?$|Errors: ?$|Tests in error: ?$|Failed tests: ?$|Flakes: ?$|Crashed tests: ?$|$)`},
				{Role: RoleConsequence, Literal: "[ERROR]", Pos: LineStart, Re: `^\[ERROR\] (?:There are test failures|There was a timeout or other error in the fork|Compilation failure)`},
				// The failing tests listed again under "Results:" (with reruns, the test's
				// whole name and then each run's line).
				{Role: RoleConsequence, Literal: "[ERROR]", Pos: LineStart, Re: `^\[ERROR\] {2,}\S`},
				{Role: RoleConsequence, Literal: "[ERROR]", Pos: LineStart, Re: `^\[ERROR\] [\w$]+(?:\.[\w$]+)+\([\w.$]+\)$`},
				// A POM that cannot be read: the problems are listed under this heading.
				{Role: RoleError, Literal: "[ERROR]", Pos: LineStart, Re: `^\[ERROR\] (?:\[ERROR\] )?(?P<msg>Some problems were encountered while processing the POMs:)$`, Weak: 2},
				{Role: RoleError, Literal: "[ERROR]", Pos: LineStart, Re: `^\[ERROR\] (?P<msg>\S.*)$`},
			},
		},
		{
			Name: "junit4", Doc: "JUnit 4 text runner (org.junit.runner.JUnitCore): numbered failures, OK or FAILURES!!!",
			Kind: "test", GroupBy: GroupTest, Block: BlockIndent,
			Repeats: jvmRepeats(),
			Patterns: []Pattern{
				{Role: RoleInfo, Literal: "JUnit version", Pos: LineStart, Re: `^JUnit version \d`},
				// The failure's toString follows the header, unindented; most name their
				// class, an array's mismatch does not ("arrays first differed at ...").
				{Role: RoleError, Literal: ") ", Pos: AfterNumber, Re: `^\d+\) (?P<test>[\w$\[\] ,.-]+\([\w.$]+\))$`, TitleNext: true},
				{Role: RoleIgnore, Literal: "There w", Pos: LineStart, Re: `^There (?:was 1 failure|were \d+ failures):$`},
				{Role: RoleInfo, Literal: "FAILURES!!!", Pos: LineStart, Re: `^FAILURES!!!$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "Tests run:", Pos: LineStart, Re: `^Tests run: (?P<total>\d+),\s+Failures: (?P<failed>\d+)$`},
				{Role: RoleInfo, Literal: "OK (", Pos: LineStart, Re: `^OK \((?P<passed>\d+) tests?\)$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "Time: ", Pos: LineStart, Re: `^Time: (?P<dur>[\d.]+)$`},
			},
		},
		{
			Name: "junit5", Doc: "JUnit Platform console launcher: the tree, the Failures list, the summary box",
			Kind: "test", GroupBy: GroupTest, Block: BlockIndent,
			Repeats: jvmRepeats(),
			Patterns: []Pattern{
				// Tree mode lists each failure after the tree, with its exception and stack.
				{Role: RoleError, Literal: "JUnit ", Pos: LineStart, Re: `^  JUnit (?:Jupiter|Vintage|Platform Suite|[\w ]+?):(?P<test>\S.*)$`},
				{Role: RoleIgnore, Literal: "Failures (", Pos: LineStart, Re: `^Failures \(\d+\):$`},
				{Role: RoleIgnore, Literal: "=> Reason: ", Pos: LineStart, Re: `^\s+=> Reason: `},
				// Verbose mode: each test's node in the tree says what it caught, then its
				// status; its stack is drawn inside the tree.
				{Role: RoleError, Literal: "caught: ", Re: `^(?:│ {2})+ +caught: (?P<msg>\S.*)$`},
				{Role: RoleContext, Literal: "Caused by: ", Re: `^(?:│ {2})+ +Caused by: `, InBlock: true},
				{Role: RoleConsequence, Literal: "status: ✘", Re: `^(?:│ {2})+ +status: ✘ (?:FAILED|ABORTED)$`},
				// Flat mode: the exception follows the test's Finished line.
				{Role: RoleTestStart, Literal: "Started:", Pos: LineStart, Re: `^Started: +(?P<test>\S.*?) \(\[engine:`},
				{Role: RoleError, Literal: "=> Exception: ", Pos: LineStart, Re: `^\s+=> Exception: (?P<msg>\S.*)$`},
				{Role: RoleLocation, Literal: "=> ", Pos: LineStart, Re: `^\s+=> (?P<msg>\S.*)$`},
				{Role: RoleInfo, Literal: "Test run finished after", Pos: LineStart, Re: `^Test run finished after (?P<durms>\d+) ms$`},
				{Role: RoleInfo, Literal: "tests successful", Re: `^\[\s+(?P<passed>\d+) tests successful\s+\]$`},
				{Role: RoleInfo, Literal: "tests skipped", Re: `^\[\s+(?P<skipped>\d+) tests skipped\s+\]$`},
				{Role: RoleInfo, Literal: "tests failed", Re: `^\[\s+(?P<failed>0) tests failed\s+\]$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "tests failed", Re: `^\[\s+(?P<failed>\d+) tests failed\s+\]$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "containers failed", Re: `^\[\s+[1-9]\d* containers failed\s+\]$`, Verdict: OutcomeFailure},
			},
		},
		{
			Name: "gradle", Doc: "Gradle: failed tests and tasks, What went wrong, BUILD FAILED",
			Kind: "build", GroupBy: GroupTest, Block: BlockIndent,
			Repeats: jvmRepeats(),
			Patterns: []Pattern{
				{Role: RoleError, Literal: " FAILED", Pos: LineEnd, Re: `^(?P<test>[\w.$]+ > \S.*?) FAILED$`},
				// Gradle 4 prints "    java.lang.AssertionError at CalcTest.java:10" under a failed test.
				{Role: RoleLocation, Literal: " at ", Re: `^\s+(?P<msg>[\w.$]+(?::\s.*?)?) at (?P<file>[\w$-]+\.(?:java|kt|groovy|scala)):(?P<line>\d+)$`},
				{Role: RoleInfo, Literal: " test", Pos: AfterNumber, Re: `^(?P<total>\d+) tests? completed, (?P<failed>\d+) failed(?:, (?P<skipped>\d+) skipped)?$`, Verdict: OutcomeFailure},
				// A task's verdict: Gradle 5 and later print it before the task's output.
				{Role: RoleInfo, Literal: " FAILED", Pos: LineEnd, Re: `^(?:> Task )?:[\w:.-]+ FAILED$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: " FAILED", Pos: LineEnd, Re: `^ FAILED$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "FAILURE: Build", Pos: LineStart, Re: `^FAILURE: Build (?:failed with an exception|completed with \d+ failures)\.$`, Verdict: OutcomeFailure},
				{Role: RoleIgnore, Literal: "* What went wrong", Pos: LineStart, Re: `^\* What went wrong:$`},
				{Role: RoleIgnore, Literal: ": Task failed with an exception", Pos: AfterNumber, Re: `^\d+: Task failed with an exception\.$`},
				// The first line under "What went wrong": a consequence of an error above,
				// or, with none, the failure itself (a build script, a dependency).
				{Role: RoleConsequence, Literal: "Execution failed for task", Pos: LineStart, Re: `^(?P<msg>Execution failed for task '(?P<key>[^']+)'\.)$`},
				// "A problem occurred evaluating" (and "Could not resolve all files") is
				// said of what the "> x" line under it says: the two are one failure,
				// told by the second.
				{Role: RoleConsequence, Literal: "A problem occurred", Re: `^(?:> )?(?P<msg>A problem occurred (?:evaluating|configuring|starting) .*)$`, Block: blockPtr(BlockLine)},
				{Role: RoleRetitle, Literal: "> ", Pos: LineStart, Re: `^> (?P<msg>\S.*)$`, InBlock: true},
				{Role: RoleConsequence, Literal: "Could not ", Re: `^(?:> )?(?P<msg>Could not (?:resolve all (?:dependencies|files|artifacts|task dependencies) for configuration|resolve (?:project|plugin artifact)|determine the dependencies of task|determine java version from|compile (?:build|settings|script|initialization script) file|create service of type|open \S+ (?:generic class )?cache|find method|get unknown property|create task|initialize class|GET '|HEAD '|find [\w.-]+:[\w.-]+:)\S*.*)$`, Block: blockPtr(BlockLine)},
				{Role: RoleConsequence, Literal: "was not found", Re: `^(?:> )?(?P<msg>Plugin \[id: .*\] was not found.*)$`},
				{Role: RoleConsequence, Literal: "Failed to apply plugin", Re: `^(?:> )?(?P<msg>Failed to apply plugin.*)$`},
				{Role: RoleConsequence, Literal: "not found in ", Re: `^(?P<msg>Task '[^']+' not found in .*)$`},
				{Role: RoleConsequence, Literal: "Unsupported class file major version", Re: `^(?:> )?(?P<msg>Unsupported class file major version \d+)$`},
				{Role: RoleConsequence, Literal: "> There were failing tests", Pos: LineStart, Re: `^> There were failing tests\.`},
				{Role: RoleConsequence, Literal: "> Compilation failed", Pos: LineStart, Re: `^> Compilation failed; see the compiler error output`},
				{Role: RoleConsequence, Literal: "finished with non-zero exit value", Re: `^> (?P<msg>Process '.*' finished with non-zero exit value (?P<status>\d+))$`},
				{Role: RoleConsequence, Literal: "BUILD FAILED", Pos: LineStart, Re: `^BUILD FAILED(?: in .*)?$`, Verdict: OutcomeFailure},
				{Role: RoleInfo, Literal: "BUILD SUCCESSFUL", Pos: LineStart, Re: `^BUILD SUCCESSFUL(?: in (?:(?P<dur>[\d.]+)s|.*))?$`, Verdict: OutcomeSuccess},
				{Role: RoleInfo, Literal: "Total time:", Pos: LineStart, Re: `^Total time: (?P<dur>[\d.]+) secs$`},
			},
		},
	}
}

// javacConvertedKey names the generic type a javac error could not convert (a method
// whose return type changed from T to Optional<T>), or the interface method an
// implementer no longer implements (its signature changed).
const javacConvertedKey = `^incompatible types: ([\w.$]+<\S+>) cannot be converted to |is not abstract and does not override abstract method (\S+) in (\S+)$`

// javacNotOverridden is the title of an implementer's error whose @Override methods
// then override nothing.
const javacNotOverridden = `is not abstract and does not override abstract method`
