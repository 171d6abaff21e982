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

// kind classifies a line (already cleaned of CR and ANSI codes) given its header.
func (s *splitter) kind(line []byte, h header) lineKind {
	if len(bytes.TrimSpace(line)) == 0 {
		if s.trace == traceGo {
			s.trace = traceNone
		}
		if s.open {
			s.conts++
			return continues
		}
		return blankLine
	}
	if line[0] != ' ' && line[0] != '\t' {
		// Lines that are not indented vote on whether this log's records have headers.
		s.rate *= 0.95
		if h.stamp {
			s.rate += 0.05
		}
	}
	if s.open && s.conts < s.maxCont && s.continues(line, h) {
		s.conts++
		return continues
	}
	s.open = true
	s.stamped = h.stamp
	s.conts = 0
	s.trace = traceNone
	if bytes.HasPrefix(line, []byte("Traceback (most recent call last)")) {
		s.trace = tracePython
	}
	return startsRecord
}

func (s *splitter) continues(line []byte, h header) bool {
	if h.marker {
		return true // PostgreSQL's DETAIL:, HINT:, STATEMENT: belong to the message above
	}
	indented := line[0] == '\t' || (len(line) > 1 && line[0] == ' ' && line[1] == ' ')
	switch {
	case indented:
		return true
	case bytes.HasPrefix(line, []byte("Traceback (most recent call last)")):
		s.trace = tracePython
		return true
	case s.trace == tracePython:
		s.trace = traceNone // the exception line ends the traceback
		return true
	case bytes.HasPrefix(line, []byte("goroutine ")) && bytes.HasSuffix(bytes.TrimSpace(line), []byte("]:")):
		s.trace = traceGo
		return true
	case s.trace == traceGo:
		return true
	case bytes.HasPrefix(line, []byte("Caused by:")) || bytes.HasPrefix(line, []byte("Suppressed:")):
		return true
	case bytes.HasPrefix(line, []byte("...")) && bytes.HasSuffix(bytes.TrimSpace(line), []byte("more")):
		return true
	case !h.stamp && s.stamped && s.rate > 0.5:
		return true // a line with no header inside a log whose records have one
	case !h.stamp && isExceptionLine(line):
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
	t := bytes.TrimLeft(line, " \t")
	return bytes.HasPrefix(t, []byte("at ")) || bytes.HasPrefix(t, []byte("File \"")) ||
		bytes.HasPrefix(line, []byte("Traceback (")) || bytes.HasPrefix(line, []byte("Caused by:")) ||
		bytes.HasPrefix(line, []byte("goroutine "))
}
