package digest

import "bytes"

// lineKind says how a line relates to the records of a log.
type lineKind int

const (
	startsRecord lineKind = iota // the first line of a record: it is mined
	continues                    // part of the open record (a stack trace, an indented line)
	blankLine                    // an empty line before any record
)

// splitter groups lines into records: a stack trace, an indented continuation, a
// "Caused by:", a Python traceback or a Go goroutine dump stays with the line it follows.
type splitter struct {
	maxCont int
	open    bool    // a record is open
	stamped bool    // the open record started with a header
	rate    float64 // a running share of records that start with a header
	trace   int     // traceNone, tracePython or traceGo
	conts   int     // continuation lines of the open record
}

const (
	traceNone   = iota
	tracePython // after "Traceback (most recent call last):", until the exception line
	traceGo     // after "goroutine N [running]:", until a blank line
)

// Features of a line that decide how it relates to the records around it. They depend on
// the line alone, so they can be read on any goroutine; splitter.next applies them in order.
const (
	fBlank     uint16 = 1 << iota // only spaces
	fFlush                        // not indented: it votes on whether records have headers
	fIndented                     // a tab, or two spaces
	fTraceback                    // "Traceback (most recent call last)"
	fGoroutine                    // "goroutine N [running]:"
	fCaused                       // "Caused by:", "Suppressed:"
	fMore                         // "... 12 more"
	fException                    // "java.lang.IllegalStateException: ..."
	fStamp                        // the header has a timestamp or a level
	fMarker                       // PostgreSQL's DETAIL:, HINT:, STATEMENT:
	fTraceLine                    // a line that makes its record a stack trace
)

// features reads a line's features (the line already cleaned of CR and ANSI codes).
func features(line []byte, h header) uint16 {
	if len(bytes.TrimSpace(line)) == 0 {
		return fBlank
	}
	var f uint16
	if h.stamp {
		f |= fStamp
	}
	if h.marker {
		f |= fMarker
	}
	if line[0] != ' ' && line[0] != '\t' {
		f |= fFlush
	}
	if line[0] == '\t' || (len(line) > 1 && line[0] == ' ' && line[1] == ' ') {
		f |= fIndented
	}
	if bytes.HasPrefix(line, []byte("Traceback (most recent call last)")) {
		f |= fTraceback
	}
	if bytes.HasPrefix(line, []byte("goroutine ")) && bytes.HasSuffix(bytes.TrimSpace(line), []byte("]:")) {
		f |= fGoroutine
	}
	if bytes.HasPrefix(line, []byte("Caused by:")) || bytes.HasPrefix(line, []byte("Suppressed:")) {
		f |= fCaused
	}
	if bytes.HasPrefix(line, []byte("...")) && bytes.HasSuffix(bytes.TrimSpace(line), []byte("more")) {
		f |= fMore
	}
	if !h.stamp && isExceptionLine(line) {
		f |= fException
	}
	if isTraceLine(line) {
		f |= fTraceLine
	}
	return f
}

// kind classifies a line (already cleaned of CR and ANSI codes) given its header.
func (s *splitter) kind(line []byte, h header) lineKind { return s.next(features(line, h)) }

// next classifies the next line by its features.
func (s *splitter) next(f uint16) lineKind {
	if f&fBlank != 0 {
		if s.trace == traceGo {
			s.trace = traceNone
		}
		if s.open {
			s.conts++
			return continues
		}
		return blankLine
	}
	if f&fFlush != 0 {
		// Lines that are not indented vote on whether this log's records have headers.
		s.rate *= 0.95
		if f&fStamp != 0 {
			s.rate += 0.05
		}
	}
	if s.open && s.conts < s.maxCont && s.continues(f) {
		s.conts++
		return continues
	}
	s.open = true
	s.stamped = f&fStamp != 0
	s.conts = 0
	s.trace = traceNone
	if f&fTraceback != 0 {
		s.trace = tracePython
	}
	return startsRecord
}

func (s *splitter) continues(f uint16) bool {
	stamp := f&fStamp != 0
	switch {
	case f&fMarker != 0:
		return true // PostgreSQL's DETAIL:, HINT:, STATEMENT: belong to the message above
	case f&fIndented != 0:
		return true
	case f&fTraceback != 0:
		s.trace = tracePython
		return true
	case s.trace == tracePython:
		s.trace = traceNone // the exception line ends the traceback
		return true
	case f&fGoroutine != 0:
		s.trace = traceGo
		return true
	case s.trace == traceGo:
		return true
	case f&fCaused != 0:
		return true
	case f&fMore != 0:
		return true
	case !stamp && s.stamped && s.rate > 0.5:
		return true // a line with no header inside a log whose records have one
	case !stamp && f&fException != 0:
		return true
	}
	return false
}

// isExceptionLine reports "java.lang.IllegalStateException: ..." and the like: a
// qualified class name that ends in Exception or Error, first on the line.
func isExceptionLine(line []byte) bool {
	end := 0
	dots := 0
	for end < len(line) && (isAlnum(line[end]) || line[end] == '.' || line[end] == '$' || line[end] == '_') {
		if line[end] == '.' {
			dots++
		}
		end++
	}
	name := line[:end]
	if dots == 0 || (end < len(line) && line[end] != ':') {
		return false
	}
	return bytes.HasSuffix(name, []byte("Exception")) || bytes.HasSuffix(name, []byte("Error")) || bytes.HasSuffix(name, []byte("Throwable"))
}

// isTraceLine reports the lines that make a record a stack trace.
func isTraceLine(line []byte) bool {
	if len(line) == 0 {
		return false
	}
	switch line[0] { // most lines start with none of the prefixes' first bytes
	case 'T':
		return bytes.HasPrefix(line, []byte("Traceback ("))
	case 'C':
		return bytes.HasPrefix(line, []byte("Caused by:"))
	case 'g':
		return bytes.HasPrefix(line, []byte("goroutine "))
	}
	i := 0 // bytes.TrimLeft(line, " \t") without building its set of bytes each call
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	t := line[i:]
	return bytes.HasPrefix(t, []byte("at ")) || bytes.HasPrefix(t, []byte("File \""))
}
