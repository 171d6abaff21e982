package known

import (
	"sort"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// Result assembles what the reader has seen. It does not change the reader's state.
func (r *reader) Result() Result {
	res := Result{Lines: r.n, RootCauses: []ingest.Finding{}}
	causes := r.keptCauses()
	exact := 0
	for _, c := range causes {
		if !c.orphan {
			exact++
		}
	}
	total := r.total - (len(r.causes) - len(causes))
	var roots []ingest.Finding
	g, rest, useGuess := ingest.Finding{}, 0, false
	// A run that succeeded (exit 0, or a success verdict and no failure one) has no
	// cause to guess: its error-like lines are a passing test's log, a retried step.
	// A log that ends on an error line after everything else (a script's own "FAIL:
	// coverage below 80%", argparse's usage error) failed, whatever passed before.
	endsOnError := 0
	if len(r.guesses) > 0 {
		if last := r.guesses[r.lastGuess()].f.Span.From; r.n-last <= 2 && last > r.okLine {
			endsOnError = last
		}
	}
	succeeded := r.opt.ExitStatus != nil && *r.opt.ExitStatus == 0 ||
		r.opt.ExitStatus == nil && r.failLine == 0 && r.okLine > 0 && endsOnError == 0
	if exact == 0 && len(r.guesses) > 0 && !succeeded {
		g, rest, useGuess = r.pickGuess()
	}
	if useGuess {
		for _, c := range causes { // the consequences that had no cause now have one
			if c.at > g.Span.From { // its own line: its span may reach back before the guess
				g.ConsequenceCount += 1 + c.f.ConsequenceCount
				addSpan(&g.Consequences, ingest.Line(c.f.Span.To), maxConseqSpans)
				total--
				// The output the orphan quoted, just before the guessed line, is what
				// the guess was printed with (the file a parser names above its verdict).
				if c.f.Span.From < g.Span.From {
					g.Span.From = max(c.f.Span.From, g.Span.From-guessLead)
				}
			} else {
				roots = append(roots, cloneFinding(c.f))
			}
		}
		g.ConsequenceCount += rest
		roots = append(roots, g)
		total++
	} else {
		for _, c := range causes {
			roots = append(roots, cloneFinding(c.f))
		}
		var merged int
		roots, merged = r.mergeRepeats(roots)
		total -= merged
	}

	// The outcome: the exit status when given, else the runner's verdict.
	res.Outcome = OutcomeUnknown
	switch {
	case r.opt.ExitStatus != nil:
		res.Outcome = OutcomeSuccess
		res.OutcomeLine = r.okLine
		if *r.opt.ExitStatus != 0 {
			res.Outcome, res.OutcomeLine = OutcomeFailure, r.failLine
			if res.OutcomeLine == 0 {
				res.OutcomeLine = r.firstCause()
			}
		}
		st := *r.opt.ExitStatus
		res.ExitStatus = &st
	case r.failLine > 0:
		res.Outcome, res.OutcomeLine = OutcomeFailure, r.failLine
	case endsOnError > 0 && exact == 0:
		res.Outcome, res.OutcomeLine = OutcomeFailure, endsOnError
	case r.okLine > 0 && !(exact > 0 && r.lastCause() > r.okLine):
		res.Outcome, res.OutcomeLine = OutcomeSuccess, r.okLine
	case exact > 0:
		// No verdict, or a success one that a later failure overrides (one runner
		// passed, then another step failed without a verdict of its own).
		res.Outcome, res.OutcomeLine = OutcomeFailure, r.firstCause()
	case len(roots) == 0 && r.guessTotal == 0 && r.toolWarned():
		// A compiler or linter that warned and printed no error has succeeded: it
		// prints no verdict of its own.
		res.Outcome = OutcomeSuccess
	}
	if res.ExitStatus == nil && r.statusSeen != nil {
		st := *r.statusSeen
		res.ExitStatus = &st
	}
	// A `set -e` script stops right after the command that failed; with xtrace on,
	// that command is the last "+ " line.
	if len(roots) == 0 && res.Outcome == OutcomeFailure && r.lastTrace > 0 && r.n-r.lastTrace <= 10 {
		roots = append(roots, ingest.Finding{
			Kind: ingest.KindRootCause, Format: "shell", Severity: ingest.SevError,
			Title: "stopped after: " + clip(r.traceText), Span: ingest.Line(r.lastTrace),
		})
		total++
	}
	sort.SliceStable(roots, func(i, j int) bool { return roots[i].Span.From < roots[j].Span.From })
	res.RootCauses = append(res.RootCauses, roots...)
	res.RootCauseTotal = total

	res.Warnings = append([]WarningCount{}, r.warnings...)
	sort.SliceStable(res.Warnings, func(i, j int) bool { return res.Warnings[i].First.From < res.Warnings[j].First.From })
	res.WarningFindings = []ingest.Finding{}
	for _, w := range r.warnFind {
		res.WarningFindings = append(res.WarningFindings, cloneFinding(w))
	}
	res.WarningTotal = r.warnTotal
	res.Tally = r.finalTally()
	res.Kind = r.kind()

	res.Formats = []Seen{}
	for _, s := range r.seen {
		if s.Count > 0 {
			res.Formats = append(res.Formats, s)
		}
	}
	res.Formats = append(res.Formats, r.wrappers...)
	sort.SliceStable(res.Formats, func(i, j int) bool { return res.Formats[i].Span.From < res.Formats[j].Span.From })

	res.Sections = append([]Section{}, r.sections...)
	for _, s := range r.open {
		s.Span.To = r.n
		if len(res.Sections) < maxSections {
			res.Sections = append(res.Sections, s)
		}
	}
	sort.SliceStable(res.Sections, func(i, j int) bool { return res.Sections[i].Span.From < res.Sections[j].Span.From })
	return res
}

// keptCauses drops the soft failures the build went on past: more than 100 lines
// before the end, with a later failure.
func (r *reader) keptCauses() []*cause {
	last := r.failLine
	for _, c := range r.causes {
		last = max(last, c.f.Span.To)
	}
	if len(r.guesses) > 0 {
		last = max(last, r.guesses[r.lastGuess()].f.Span.From)
	}
	var out []*cause
	for _, c := range r.causes {
		if r.s.formats[c.format].Soft && !c.orphan && r.n-c.f.Span.To > 100 && last > c.f.Span.To+100 {
			continue
		}
		out = append(out, c)
	}
	return out
}

// toolWarned reports whether a compiler or linter (an exact format of kind build or
// lint) printed a warning.
func (r *reader) toolWarned() bool {
	for fi, idx := range r.warnIdx {
		if k := r.s.formats[fi].Kind; len(idx) > 0 && !r.s.generic[fi] && (k == "build" || k == "lint") {
			return true
		}
	}
	return false
}

// firstCause is the first line of the earliest exact root cause, 0 if none.
func (r *reader) firstCause() int {
	first := 0
	for _, c := range r.causes {
		if !c.orphan && (first == 0 || c.f.Span.From < first) {
			first = c.f.Span.From
		}
	}
	return first
}

// mergeRepeats folds into an earlier root cause, as its consequence, a failure that only
// repeats it: one whose title its format lists as a repeat of its first (Format.Repeats),
// a failure of the same format word for word at the same place (every test of a suite
// whose shared setup failed; numbers aside, but for a linter's findings), or a build
// tool's error at the same place. It returns the roots left and how many it folded.
func (r *reader) mergeRepeats(roots []ingest.Finding) ([]ingest.Finding, int) {
	type place struct{ format, title, source string }
	first := map[place]int{}
	firstOf := map[string]int{} // per format: its first root cause
	out := roots[:0]
	fold := func(i int, f ingest.Finding) {
		out[i].ConsequenceCount += 1 + f.ConsequenceCount
		addSpan(&out[i].Consequences, ingest.Line(f.Span.From), maxConseqSpans)
		for _, s := range f.Consequences {
			addSpan(&out[i].Consequences, s, maxConseqSpans)
		}
	}
	// The rows of a table test that fail the same check differ in their numbers
	// only ("On(3.33, 1350) = 0.44, want 0.45"): one bug. A linter's findings stay
	// apart.
	// anywhere: the title is one its format's SameTitle repeats wherever it is.
	keyOf := func(fi int, format, title, source string) (k place, anywhere bool) {
		ff := &r.s.formats[fi]
		k = place{format, title, source}
		if ff.Kind != "lint" {
			k.title = numbersMasked(title)
		} else if rule := lineRule(ff, title); rule != "" {
			k.title, k.source = rule, withoutColumn(source)
		} else if rule := fileRule(ff, title); rule != "" {
			k.title, k.source = rule, fileOf(source)
		}
		if same := r.s.sameTitle[fi]; same != nil {
			if sm := same.FindStringSubmatch(title); sm != nil {
				k.source, anywhere = "", true
				if len(sm) > 1 {
					k.title = sm[1] // what it names, however the rest reads
				}
			}
		}
		return k, anywhere
	}
	// The test of each root cause, by its span.
	testAt := map[ingest.Span]string{}
	for _, c := range r.causes {
		if r.s.formats[c.format].GroupBy == GroupTest {
			testAt[c.f.Span] = c.key
		}
	}
	// The errors that folded into a root cause while reading: their later listings
	// (Maven's summary of the compiler's errors) are that cause's too.
	foldedAt := map[ingest.Span][]foldedInto{}
	for _, fd := range r.folded {
		if !fd.into.gone {
			foldedAt[fd.into.f.Span] = append(foldedAt[fd.into.f.Span], fd)
		}
	}
	for _, f := range roots {
		fi := r.formatIndex(f.Format)
		if fi < 0 {
			out = append(out, f)
			continue
		}
		ff, generic := &r.s.formats[fi], r.s.generic[fi]
		if i, ok := firstOf[f.Format]; ok && repeatsFirst(ff, f.Title) {
			fold(i, f)
			continue
		}
		if _, ok := firstOf[f.Format]; !ok {
			firstOf[f.Format] = len(out)
		}
		k, anywhere := keyOf(fi, f.Format, f.Title, f.Source)
		// A title that ends with ':' only announces what follows (gtest's "Expected
		// equality of these values:"): the values may differ, but for the rows of one
		// parameterized test.
		if i, ok := first[k]; ok && (f.Source != "" || anywhere) && f.Title != "" && !generic &&
			(!strings.HasSuffix(f.Title, ":") || sameParamTest(testAt[out[i].Span], testAt[f.Span])) {
			fold(i, f)
			continue
		}
		if _, ok := first[k]; !ok {
			first[k] = len(out)
		}
		// A build tool's errors that name one place are one call's (CMake's "Cannot find
		// source file" and "No SOURCES given" at one add_library): a build format whose
		// every error stands alone (GroupNone).
		onePlace := ff.GroupBy == GroupNone && ff.Kind == "build" && !generic
		at := place{format: f.Format, source: f.Source}
		if i, ok := first[at]; ok && onePlace && strings.ContainsAny(f.Source, "0123456789") {
			fold(i, f)
			continue
		}
		if _, ok := first[at]; !ok {
			first[at] = len(out)
		}
		for _, fd := range foldedAt[f.Span] {
			if fd.source == "" || fd.into.f.Format != f.Format {
				continue
			}
			fk, _ := keyOf(fi, fd.format, fd.title, fd.source)
			if _, ok := first[fk]; !ok {
				first[fk] = len(out)
			}
		}
		out = append(out, f)
	}
	return out, len(roots) - len(out)
}

// lineRule returns the rule a lint finding titled title is of, when its findings on
// one line are one problem (Format.LineRules).
func lineRule(f *Format, title string) string {
	for _, rule := range f.LineRules {
		if strings.HasPrefix(title, rule+" ") {
			return rule
		}
	}
	return ""
}

// fileRule returns the rule a linter's finding titled title starts with, when its
// findings in one file are one problem (Format.FileRules).
func fileRule(f *Format, title string) string {
	for _, rule := range f.FileRules {
		if strings.HasPrefix(title, rule+" ") {
			return rule
		}
	}
	return ""
}

// fileOf is the file of a "file:line[:col]" source.
func fileOf(source string) string {
	for k := 0; k < 2; k++ {
		i := strings.LastIndexByte(source, ':')
		if i <= 0 || i == len(source)-1 || strings.Trim(source[i+1:], "0123456789") != "" {
			break
		}
		source = source[:i]
	}
	return source
}

// withoutColumn is a "file:line:col" source without its ":col".
func withoutColumn(source string) string {
	i := strings.LastIndexByte(source, ':')
	if i < 0 || i == len(source)-1 || strings.Trim(source[i+1:], "0123456789") != "" {
		return source
	}
	j := strings.LastIndexByte(source[:i], ':')
	if j < 0 || j+1 == i || strings.Trim(source[j+1:i], "0123456789") != "" {
		return source
	}
	return source[:i]
}

// guessLead is how far a guessed root cause reaches back into the output that an
// orphan consequence after it quoted.
const guessLead = 3

// numbersMasked is s with each number (a run of digits, with any decimal points inside it)
// replaced by '#'.
func numbersMasked(s string) string {
	if !strings.ContainsAny(s, "0123456789") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			b = append(b, c)
			continue
		}
		for i+1 < len(s) && (isDigit(s[i+1]) || s[i+1] == '.' && i+2 < len(s) && isDigit(s[i+2])) {
			i++
		}
		b = append(b, '#')
	}
	return string(b)
}

// sameParamTest reports whether two tests are rows of one parameterized test: names
// that differ only in a last "/N" (gtest's Table/Suite.Name/3).
func sameParamTest(a, b string) bool {
	i, j := strings.LastIndexByte(a, '/'), strings.LastIndexByte(b, '/')
	if i <= 0 || j <= 0 || a[:i] != b[:j] {
		return false
	}
	return strings.Trim(a[i+1:], "0123456789") == "" && strings.Trim(b[j+1:], "0123456789") == "" && i+1 < len(a) && j+1 < len(b)
}

// repeatsFirst reports whether a root cause of format f titled title says it repeats
// the format's first one (Format.Repeats).
func repeatsFirst(f *Format, title string) bool {
	for _, rep := range f.Repeats {
		if strings.Contains(title, rep) {
			return true
		}
	}
	return false
}

// formatIndex is the index of the format named name, -1 for none.
func (r *reader) formatIndex(name string) int {
	for i := range r.s.formats {
		if r.s.formats[i].Name == name {
			return i
		}
	}
	return -1
}

// lastCause is the line of the last failure read exactly (0 for none).
func (r *reader) lastCause() int {
	last := 0
	for _, c := range r.causes {
		if !c.orphan {
			last = max(last, c.f.Span.From)
		}
	}
	return last
}

// pickGuess chooses the generic candidate most likely to be the cause. A failing
// build usually stops soon after its cause, and a CI job says which command failed:
// when a consequence with nothing before it marks the first failure (a Travis
// "The command ... exited with 1", make's "Error 2"), the candidates are those in the
// output of that command (since the command echoed or traced last before it, "$ cmd"
// or "+ cmd", or guessWindow lines), and with none there, ok is false: the consequence and the output before it
// stand. Otherwise the candidates are those before the last failure verdict. Of
// them it takes the first of the last cluster, preferring a message to a runner's
// summary; the rest of that cluster is counted under it.
func (r *reader) pickGuess() (g ingest.Finding, rest int, ok bool) {
	gs := make([]guess, len(r.guesses))
	copy(gs, r.guesses)
	sort.Slice(gs, func(i, j int) bool { return gs[i].f.Span.From < gs[j].f.Span.From })
	var first *cause
	for _, c := range r.causes {
		if c.orphan && (first == nil || c.at < first.at) {
			first = c
		}
	}
	lo, hi := 0, len(gs)
	cmdLo := 0 // a summary's detail may be anywhere in its command's output
	if first != nil {
		from := first.cmdFrom
		if from == 0 || first.at-from > guessWindow {
			from = first.at - guessWindow
		}
		for lo < len(gs) && gs[lo].f.Span.From < from {
			lo++
		}
		for cmdLo < lo && gs[cmdLo].f.Span.From < first.cmdFrom {
			cmdLo++
		}
		hi = lo
		for hi < len(gs) && gs[hi].f.Span.From <= first.at {
			hi++
		}
		if hi == lo {
			return g, 0, false
		}
	} else {
		anchor := r.failLine
		if anchor == 0 {
			anchor = r.n + 1
		}
		for hi > 0 && gs[hi-1].f.Span.From >= anchor {
			hi--
		}
		if hi == 0 {
			hi = len(gs)
		}
	}
	start := hi - 1
	for start > lo && gs[start].f.Span.From-gs[start-1].f.Span.To <= guessCluster {
		start--
	}
	// A test runner marks each test that failed: the first marked in the output is
	// the first failure, whatever was logged after it.
	for v := cmdLo; v < start; v++ {
		if gs[v].verdict {
			start, hi = v, v+1
			for hi < len(gs) && !gs[hi].summary && gs[hi].f.Span.From-gs[hi-1].f.Span.To <= guessCluster {
				hi++
			}
			break
		}
	}
	pick := start
	for pick < hi-1 && gs[pick].summary {
		pick++
	}
	if gs[pick].summary {
		pick = start
		// A runner's summary alone ("Test suite x: FAIL", "*** 2 TESTS FAILED ***")
		// closes output whose failing tests were told far above it: the cluster
		// before it, in the same command's output, holds them.
		// The first test that failed there is the best of them.
		v := cmdLo
		for v < start && !gs[v].verdict {
			v++
		}
		if v < start {
			hi, start, pick = v+1, v, v
			for hi < len(gs) && !gs[hi].summary && gs[hi].f.Span.From-gs[hi-1].f.Span.To <= guessCluster {
				hi++
			}
		} else if j := prevTelling(gs, cmdLo, start); j >= cmdLo {
			hi, start = start, j
			for start > cmdLo && gs[start].f.Span.From-gs[start-1].f.Span.To <= guessCluster {
				start--
			}
			pick = start
			for pick < hi-1 && gs[pick].summary {
				pick++
			}
		}
	}
	// The same message earlier in the command's output is the same failure told
	// first (a build then a test step, a retry loop): that first telling is the cause.
	told := pick
	for i := cmdLo; i < start; i++ {
		if !gs[i].summary && gs[i].f.Title == gs[pick].f.Title {
			told = i
			break
		}
	}
	g = cloneFinding(gs[told].f)
	if told != pick {
		addSpan(&g.Consequences, gs[pick].f.Span, maxConseqSpans)
	}
	for i, o := range gs[start:hi] {
		if start+i != pick {
			addSpan(&g.Consequences, o.f.Span, maxConseqSpans)
		}
	}
	return g, hi - start - 1 + b2i(told != pick), true
}

// prevTelling is the last candidate before start, from lo, that is not a summary
// (lo-1 if none).
func prevTelling(gs []guess, lo, start int) int {
	j := start - 1
	for j >= lo && gs[j].summary {
		j--
	}
	return j
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func cloneFinding(f ingest.Finding) ingest.Finding {
	f.Evidence = append([]ingest.Span(nil), f.Evidence...)
	f.Consequences = append([]ingest.Span(nil), f.Consequences...)
	return f
}

// finalTally takes each field from the summary that stated it last: an outer runner
// (ctest) prints after the inner one (a gtest binary) and sums it up.
func (r *reader) finalTally() Tally {
	var out Tally
	ints := [...]**int{tPassed: &out.TestsPassed, tFailed: &out.TestsFailed, tSkipped: &out.TestsSkipped,
		tErrors: &out.Errors, tWarnings: &out.Warnings}
	tally := append([]tallyAcc(nil), r.tally...)
	for fi := range tally {
		// A runner that states a total and what failed ("Tests run: 3, Failures: 1,
		// Errors: 1", unittest's "Ran 5 tests" then "FAILED (errors=1)") leaves passed
		// to subtraction.
		if t := &tally[fi]; t.set[tTotal] && !t.set[tPassed] {
			t.v[tPassed] = t.v[tTotal] - t.v[tFailed] - t.v[tSkipped] - t.v[tErrors]
			t.set[tPassed], t.last[tPassed] = t.v[tPassed] >= 0, t.last[tTotal]
		}
	}
	for i := 0; i < tTotal; i++ {
		best, line := -1, 0
		for fi := range tally {
			t := &tally[fi]
			if t.set[i] && t.last[i] >= line {
				best, line = fi, t.last[i]
			}
		}
		if best < 0 {
			continue
		}
		v := tally[best].v[i]
		if i == tDur {
			d := v
			out.DurationS = &d
			continue
		}
		k := int(v)
		*ints[i] = &k
	}
	return out
}

// kind guesses what the log is from the exact formats seen: test when a test runner
// spoke, else build, else lint.
func (r *reader) kind() string {
	has := map[string]bool{}
	for fi, s := range r.seen {
		if s.Count > 0 && !r.s.generic[fi] {
			has[r.s.formats[fi].Kind] = true
		}
	}
	for _, k := range []string{"test", "build", "lint"} {
		if has[k] {
			return k
		}
	}
	return ""
}
