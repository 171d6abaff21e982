package known

// rustFormats: rustc diagnostics through cargo, and cargo test.
func rustFormats() []Format {
	return []Format{
		{
			Name: "cargo-test", Doc: "cargo test (libtest): failing tests, their panics, test result lines",
			Kind: "test", GroupBy: GroupTest, Block: BlockIndent,
			Patterns: []Pattern{
				// Its "test " head keeps unittest's "test_x (mod.Class) ... ok" out.
				{Role: RoleTestPass, Literal: " ... ok", Pos: LineEnd, Re: `^test (?P<test>\S+) (?:- should panic )?\.\.\. ok$`},
				{Role: RoleTestPass, Literal: " ... ignored", Re: `^test (?P<test>\S+) \.\.\. ignored`},
				{Role: RoleError, Literal: " ... FAILED", Pos: LineEnd, Re: `^test (?P<test>\S+) (?:- should panic )?\.\.\. FAILED$`, Weak: 2, Block: blockPtr(BlockLine)},
				{Role: RoleError, Literal: "---- ", Pos: LineStart, Re: `^---- (?P<test>\S+) stdout ----$`, Weak: 1},
				// Rust 1.73+: "panicked at src/lib.rs:10:9:" and the message on the next line.
				// A thread the test spawned is '<unnamed>': its panic is the current test's.
				{Role: RoleError, Literal: "panicked at ", Re: `^thread '(?:<unnamed>|(?P<test>[^']*))'(?: \(\d+\))? panicked at (?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+):$`, TitleNext: true, Block: blockPtr(BlockIndentBlank)},
				{Role: RoleError, Literal: "panicked at ", Re: `^thread '(?:<unnamed>|(?P<test>[^']*))'(?: \(\d+\))? panicked at '(?P<msg>.*)', (?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+)$`, Block: blockPtr(BlockIndentBlank)},
				{Role: RoleContext, Literal: "note: run with", Pos: LineStart, Re: `^note: run with `},
				{Role: RoleInfo, Literal: "test result: ", Pos: LineStart, Re: `^test result: ok\. (?P<passed>\d+) passed; (?P<failed>\d+) failed; (?P<skipped>\d+) ignored;.*finished in (?P<dur>[\d.]+)s`, Verdict: "success"},
				{Role: RoleConsequence, Literal: "test result: ", Pos: LineStart, Re: `^test result: FAILED\. (?P<passed>\d+) passed; (?P<failed>\d+) failed; (?P<skipped>\d+) ignored;.*finished in (?P<dur>[\d.]+)s`, Verdict: "failure", Close: true},
				{Role: RoleConsequence, Literal: "error: ", Pos: LineStart, Re: `^error: (?:test|doctest) failed, to rerun pass`, Verdict: "failure"},
				{Role: RoleConsequence, Literal: "error: ", Pos: LineStart, Re: `^error: (?P<n>\d+) targets? failed:`, Verdict: "failure"},
			},
		},
		{
			// rustc suppresses errors on an already broken type: each message is a
			// mistake of its own, and the same one naming the same thing again ("cannot
			// find value `x`") is not; a bare "mismatched types" is each place's own.
			Name: "rustc", Doc: "rustc diagnostics (error[E…] with its --> location, warnings) and cargo's could not compile",
			Kind: "build", GroupBy: GroupNamed, Block: BlockGutter,
			Patterns: []Pattern{
				// A lib's unit tests compile the lib again, with its errors: "(lib test)" counts
				// under the lib's key, only what it has beyond the lib's errors.
				{Role: RoleConsequence, Literal: "could not compile", Re: `^error: could not compile [\x60'](?P<tkey>(?P<key>[^\x60']+)[\x60'](?: \((?:lib|build script|(?:bin|test|example|bench) "[^"]*"))?)(?: test)?\)?.*?(?:due to (?P<errors>\d+) previous errors?)?(?:; \d+ warnings? emitted)?$`, Verdict: "failure", Close: true}, // its warnings are the crate's "generated N warnings" again
				{Role: RoleConsequence, Literal: "aborting due to", Re: `^error: aborting due to (?:(?P<errors>\d+) )?previous errors?`, Verdict: "failure"},
				// A target's warnings are printed again on each cargo run, and a lib test's
				// repeats of the lib's are told as duplicates.
				{Role: RoleInfo, Literal: "generated ", Re: `^warning: [\x60'](?P<tkey>[^\x60']+[\x60'] \([^)]*\)) generated (?P<warnings>\d+) warnings?(?: \((?P<dups>\d+) duplicates?\))?`},
				{Role: RoleInfo, Literal: "build failed, waiting for other jobs", Re: `^warning: build failed, waiting for other jobs to finish`},
				// A renamed field: its old name used on any type's reference, or in a
				// struct literal, is one problem.
				{Role: RoleError, Literal: "error[E0609]", Pos: LineStart, Re: `^error\[(?P<kind>E0609)\]: (?P<msg>no field (?P<key>\x60\w+\x60) on type .*)`},
				{Role: RoleError, Literal: "error[E0560]", Pos: LineStart, Re: `^error\[(?P<kind>E0560)\]: (?P<msg>struct \x60[^\x60]+\x60 has no field named (?P<key>\x60\w+\x60).*)`},
				{Role: RoleError, Literal: "error[", Pos: LineStart, Re: `^error\[(?P<kind>E\d+)\]: (?P<msg>.*)`},
				// --message-format short: one line per diagnostic, its place first.
				{Role: RoleError, Literal: ": error[E", Re: `^(?P<file>[^\s:]+\.rs):(?P<line>\d+):(?P<col>\d+): error\[(?P<kind>E\d+)\]: (?P<msg>.*)$`, KeyFrom: `^no field (\x60\w+\x60) on type |has no field named (\x60\w+\x60)`},
				{Role: RoleWarning, Literal: ".rs:", Pos: BeforeNumber, Re: `^(?P<file>[^\s:]+\.rs):(?P<line>\d+):(?P<col>\d+): warning: (?P<msg>.*)$`},
				// A bare "error: x" is any program's until cargo or rustc has spoken.
				{Role: RoleError, Literal: "error: ", Pos: LineStart, Re: `^error: (?P<msg>.*)`, AfterSeen: true},
				{Role: RoleInfo, Literal: "Compiling ", Pos: LineStart, Re: `^\s*Compiling \S+ v\d`},
				{Role: RoleInfo, Literal: "Checking ", Pos: LineStart, Re: `^\s*Checking \S+ v\d`}, // cargo check and clippy
				{Role: RoleWarning, Literal: "warning", Pos: LineStart, Re: `^warning(?:\[(?P<kind>\w+)\])?: (?P<msg>.*)`},
				// ruff points at Python files the same way; its own format reads those.
				{Role: RoleLocation, Literal: "--> ", Re: `^\s*--> (?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+)`, Reject: `^\s*--> [^\s:]+\.(?:py|pyi|ipynb):`},
				// A type that lacks a derive fails every call that needs it: rustc's help
				// names the type and the derive, one problem.
				{Role: RoleContext, Literal: "help: consider annotating ", Pos: LineStart, Re: `^help: consider annotating \x60[\w:]+\x60 with \x60#\[derive\(`, InBlock: true,
					KeyFrom: `^help: consider annotating (\x60[\w:]+\x60) with \x60#\[derive\(`, KeyJoins: true, KeyClaims: true},
				{Role: RoleContext, Literal: "help: ", Pos: LineStart, Re: `^help: `},
				{Role: RoleContext, Literal: "note: ", Pos: LineStart, Re: `^note: `},
				{Role: RoleInfo, Literal: "Finished ", Pos: LineStart, Re: `^\s*Finished [\x60']?\w+[\x60']? profile .* in (?P<dur>[\d.]+)s$`},
			},
		},
	}
}
