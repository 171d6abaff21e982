package ingest

// Severity orders what a reader found, from least to most severe.
type Severity int

// Severities, least severe first.
const (
	SevUnknown Severity = iota
	SevDebug
	SevInfo
	SevNotice
	SevWarning
	SevError
	SevFatal
)

var severityNames = [...]string{"unknown", "debug", "info", "notice", "warning", "error", "fatal"}

// String returns the severity's lower-case name.
func (s Severity) String() string {
	if s < 0 || int(s) >= len(severityNames) {
		return "unknown"
	}
	return severityNames[s]
}

// ParseSeverity maps a name (as String returns it) back to a Severity.
func ParseSeverity(name string) Severity {
	for i, n := range severityNames {
		if n == name {
			return Severity(i)
		}
	}
	return SevUnknown
}

// MarshalText renders the severity by name in JSON.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a severity by name.
func (s *Severity) UnmarshalText(b []byte) error { *s = ParseSeverity(string(b)); return nil }

// Kind says what a finding is.
type Kind string

// Kinds of finding.
const (
	KindRootCause Kind = "root_cause" // the first error of an independent failure
	KindWarning   Kind = "warning"    // a warning a tool printed
	KindNotable   Kind = "notable"    // a rare or severe line of a log with no outcome
	KindPoint     Kind = "point"      // anything else worth a line in a summary
)

// Finding is what a reader reports: a kind, a title, and the lines it stands on. It carries
// its evidence as spans, not copied text; the renderer reads the text from the Log.
type Finding struct {
	Kind     Kind     `json:"kind"`
	Format   string   `json:"format,omitempty"` // the reader's format name, e.g. "gcc"
	Severity Severity `json:"severity"`
	Title    string   `json:"title"`            // one line: the error message as the tool printed it
	Source   string   `json:"source,omitempty"` // "file:line[:col]" as the tool printed it
	Span     Span     `json:"span"`             // the primary lines (the first error line and its block)
	Evidence []Span   `json:"evidence,omitempty"`
	// Consequences are the lines this failure set off, grouped under it, not listed beside it.
	Consequences     []Span `json:"consequences,omitempty"`
	ConsequenceCount int    `json:"consequence_count"`
	Count            int    `json:"count,omitempty"` // occurrences, for a template or a repeated line
	Guess            bool   `json:"guess,omitempty"` // found by common shapes only, not an exact format
}
