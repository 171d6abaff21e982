package report

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"sort"
	"strings"
)

// Fingerprints identify a failure across re-runs, so a bot can update one sticky comment
// instead of posting a new one each time.
type Fingerprints struct {
	// Overall is derived from every listed root cause, in no particular order.
	Overall string `json:"overall"`
	// RootCauses holds one fingerprint per listed root cause, in the same order.
	RootCauses []string `json:"root_causes"`
}

// fingerprintVersion is hashed in, so a change to the normalisation changes every
// fingerprint at once instead of matching some old comments by chance.
const fingerprintVersion = "wisptriage-fp-1"

// What differs between two runs of the same failure, masked in this order: a stamp before
// its numbers, a path before its line number, a duration before a bare number.
var (
	fpTimestamp = regexp.MustCompile(`\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}([.,]\d+)?)?(Z|[+-]\d{2}:?\d{2})?|\b\d{1,2}:\d{2}:\d{2}([.,]\d+)?\b`)
	fpUUID      = regexp.MustCompile(`(?i)\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b`)
	fpHex       = regexp.MustCompile(`(?i)\b0x[0-9a-f]+\b|\b[0-9a-f]*[0-9][0-9a-f]*[a-f][0-9a-f]*\b|\b[0-9a-f]*[a-f][0-9a-f]*[0-9][0-9a-f]*\b`)
	// An absolute path keeps only its last element: the checkout, the temp dir and the
	// runner's home differ between runs, the file's name does not.
	fpAbsPath  = regexp.MustCompile(`(^|[\s'"(\[<=,;:])(?:[A-Za-z]:)?[\\/](?:[^\s:'"()\[\]<>,;\\/]+[\\/])*([^\s:'"()\[\]<>,;\\/]*)`)
	fpLineCol  = regexp.MustCompile(`((?:\.[A-Za-z0-9]+|[A-Za-z0-9_])):\d+(?::\d+)?|\((\d+)(?:,\d+)?\)`)
	fpLineWord = regexp.MustCompile(`(?i)\b(line|col|column)\s+\d+`)
	fpDuration = regexp.MustCompile(`(?i)\b\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|sec|secs|seconds?|m|min|minutes?|h)\b`)
	fpNumber   = regexp.MustCompile(`\b\d+(?:\.\d+)?\b`)
	fpSpace    = regexp.MustCompile(`\s+`)
	// A hex id needs 7 or more characters to be taken for one: shorter words such as
	// "add" or "be" are hex digits too.
	fpShortHex = regexp.MustCompile(`^[0-9a-fA-F]{1,6}$`)
)

// normalise masks what changes between two runs of the same failure: timestamps, uuids,
// hex ids, absolute path prefixes, line and column numbers, durations, and numbers.
func normalise(s string) string {
	s = fpTimestamp.ReplaceAllString(s, "<time>")
	s = fpUUID.ReplaceAllString(s, "<id>")
	s = fpAbsPath.ReplaceAllString(s, "$1$2")
	s = fpHex.ReplaceAllStringFunc(s, func(m string) string {
		if fpShortHex.MatchString(m) {
			return m
		}
		return "<hex>"
	})
	s = fpLineCol.ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasPrefix(m, "(") {
			return "(<n>)"
		}
		return m[:strings.IndexByte(m, ':')]
	})
	s = fpLineWord.ReplaceAllString(s, "$1 <n>")
	s = fpDuration.ReplaceAllString(s, "<dur>")
	s = fpNumber.ReplaceAllString(s, "<n>")
	return strings.TrimSpace(fpSpace.ReplaceAllString(s, " "))
}

// sourceFile is the file of a "file:line[:col]" source, normalised like a message: a
// path relative to where the tool ran stays whole, an absolute one keeps its name.
func sourceFile(source string) string {
	if source == "" {
		return ""
	}
	loc := parseSource(source)
	return normalise(strings.ReplaceAll(loc.File, `\`, "/"))
}

// fingerprint hashes what names a failure and not where or when it happened: the format,
// the normalised message and the source file without its line.
func fingerprint(format, message, source string) string {
	h := sha256.New()
	for _, part := range []string{fingerprintVersion, format, normalise(message), sourceFile(source)} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// overallFingerprint joins the root causes' fingerprints as a set: the order a parallel
// build prints its failures in can change between runs. With no root cause, the outcome
// and the kind of log stand for the run.
func overallFingerprint(causes []string, outcome, kind string) string {
	set := append([]string(nil), causes...)
	sort.Strings(set)
	set = compactStrings(set)
	if len(set) == 0 {
		set = []string{"no root cause", outcome, kind}
	}
	h := sha256.New()
	h.Write([]byte(fingerprintVersion))
	for _, f := range set {
		h.Write([]byte{0})
		h.Write([]byte(f))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

func compactStrings(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}
