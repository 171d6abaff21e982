package known

import "github.com/wisptriage/wisptriage/ingest"

// Reader reads one log, a line at a time, in order. Line numbers count from 1.
type Reader interface {
	// Line reads line n; text is valid only during the call.
	Line(n int, text []byte)
	// ReadBatch reads the batch's lines in order, exactly as Line would read each.
	// Batches are prepared by the reader's Set (Set.Prepare), on any goroutine; calls
	// to Line and ReadBatch may be mixed, as long as the lines come in order.
	ReadBatch(b *Batch)
	// Result says what the lines read so far show. It may be called more than once.
	Result() Result
}

// Options configure a reader. The zero value reads a log whose exit status is not known.
type Options struct {
	// ExitStatus is the status of the command that wrote the log, when known; it
	// decides the outcome over any verdict printed in the log.
	ExitStatus *int
}

// Outcomes.
const (
	OutcomeFailure = "failure"
	OutcomeSuccess = "success"
	OutcomeUnknown = "unknown"
)

// Tally holds what the runners' own summary lines said; nil where the log does not say.
type Tally struct {
	TestsPassed  *int     `json:"tests_passed"`
	TestsFailed  *int     `json:"tests_failed"`
	TestsSkipped *int     `json:"tests_skipped"`
	Errors       *int     `json:"errors"`
	Warnings     *int     `json:"warnings"`
	DurationS    *float64 `json:"duration_s"`
}

// WarningCount counts the warnings of one format and kind (a gcc -W flag, say).
type WarningCount struct {
	Format string      `json:"format"`
	Kind   string      `json:"kind,omitempty"`
	Count  int         `json:"count"`
	First  ingest.Span `json:"first"`
}

// Seen is a format (or a wrapper such as GitHub Actions timestamps) found in the log.
type Seen struct {
	Format string      `json:"format"`
	Span   ingest.Span `json:"span"`  // its first through its last line
	Count  int         `json:"count"` // lines it read
}

// Section is a part of the log: a CI group, a make directory, a test package.
type Section struct {
	Kind string      `json:"kind"` // group, directory, package
	Name string      `json:"name"`
	Span ingest.Span `json:"span"`
}

// Result is what a reader found.
type Result struct {
	Lines int `json:"lines"`
	// Kind guesses what the log is: build, test or lint; "" when no format says.
	Kind        string `json:"kind"`
	Outcome     string `json:"outcome"`
	OutcomeLine int    `json:"outcome_line,omitempty"` // the verdict's line, 0 if none
	ExitStatus  *int   `json:"exit_status"`            // given, or as the log states it
	// RootCauses are the independent failures, first line first, at most 1,000;
	// RootCauseTotal counts them all.
	RootCauses     []ingest.Finding `json:"root_causes"`
	RootCauseTotal int              `json:"root_cause_total"`
	// Warnings counts warnings per format and kind; WarningFindings keeps the first few.
	Warnings        []WarningCount   `json:"warnings"`
	WarningFindings []ingest.Finding `json:"warning_findings"`
	WarningTotal    int              `json:"warning_total"`
	Tally           Tally            `json:"tally"`
	Formats         []Seen           `json:"formats"`
	Sections        []Section        `json:"sections"`
}
