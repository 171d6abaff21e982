package known

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// Wrappers a reader recognises and takes off before matching.
const (
	wrapTimestamp = "timestamps"  // an ISO-8601 UTC timestamp before each line (GitHub Actions)
	wrapGhRunView = "gh-run-view" // `gh run view --log`: job, step and timestamp, tab-separated
	wrapGoJSON    = "gotest-json" // `go test -json`: each line's Output field
	maxMatchBytes = 16 << 10      // a longer line is read by its first 16 KiB only
	maxTitleBytes = 300           // a title longer than this is cut
)

// isDigit reports whether b is an ASCII digit.
func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// stampLen returns the length of an ISO-8601 timestamp with a trailing space at the
// start of line ("2024-01-02T03:04:05.1234567Z "), or 0.
func stampLen(line []byte) int {
	if len(line) < 21 || line[4] != '-' || line[7] != '-' || line[10] != 'T' || line[13] != ':' || line[16] != ':' {
		return 0
	}
	for _, i := range [...]int{0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18} {
		if !isDigit(line[i]) {
			return 0
		}
	}
	i := 19
	if line[i] == '.' {
		i++
		for i < len(line) && isDigit(line[i]) {
			i++
		}
	}
	if i < len(line) && line[i] == 'Z' {
		i++
	} else if i+6 <= len(line) && (line[i] == '+' || line[i] == '-') && line[i+3] == ':' {
		i += 6
	}
	if i < len(line) && line[i] == ' ' {
		return i + 1
	}
	if i == len(line) {
		return i
	}
	return 0
}

// TimestampLen is the length of an ISO 8601 timestamp and its space at the start of a
// line (a CI runner's "2024-05-06T07:08:09.1234567Z "), 0 when the line has none.
func TimestampLen(line []byte) int { return stampLen(line) }

// unwrap takes the CI and runner wrapping off a cleaned line. It returns the text to
// match, the wrapper found ("" for none), and for go test -json the Test field. It
// looks for gh run view's tab-separated prefix only when ghRun is set.
func unwrap(line []byte, scratch *[]byte, ghRun bool) (text []byte, wrapper string, test string) {
	if len(line) > 7 && line[0] == 't' {
		line = travisMarks(line)
	}
	wrapper = ""
	if n := stampLen(line); n > 0 {
		// A CI runner's timestamp may stand before go test -json's events too.
		line, wrapper = line[n:], wrapTimestamp
	}
	if GoTestEvent(line) {
		if out, t, ok := goJSONOutput(line, scratch); ok {
			return out, wrapGoJSON, t
		}
		return nil, wrapGoJSON, ""
	}
	if wrapper != "" {
		return line, wrapper, ""
	}
	if ghRun {
		if rest, ok := ghRunText(line); ok {
			return rest, wrapGhRunView, ""
		}
	}
	return line, "", ""
}

// ghRunText takes gh run view --log's prefix ("job\tstep\t2024-...Z text") off a line
// that unwrap returned unchanged.
func ghRunText(line []byte) ([]byte, bool) {
	if i := bytes.IndexByte(line[:min(len(line), 200)], '\t'); i > 0 {
		if j := bytes.IndexByte(line[i+1:], '\t'); j >= 0 && j < 200 {
			rest := line[i+1+j+1:]
			if n := stampLen(rest); n > 0 {
				return rest[n:], true
			}
		}
	}
	return nil, false
}

// travisMarks takes off the fold and timing marks Travis CI glues before a line
// ("travis_fold:start:install", "travis_time:end:0a6b:start=1,finish=2,duration=1"),
// which its ANSI erase codes hid on a terminal, so that "$ cmd" and "The command"
// start the line.
func travisMarks(line []byte) []byte {
	for bytes.HasPrefix(line, []byte("travis_")) {
		rest := line[len("travis_"):]
		var kind int
		switch {
		case bytes.HasPrefix(rest, []byte("fold:start:")), bytes.HasPrefix(rest, []byte("fold:end:")):
			kind = 1
		case bytes.HasPrefix(rest, []byte("time:start:")), bytes.HasPrefix(rest, []byte("time:end:")):
			kind = 2
		default:
			return line
		}
		i := bytes.IndexByte(rest, ':') + 1
		i += bytes.IndexByte(rest[i:], ':') + 1
		// The mark's name or id: word characters, dots and dashes; a time end adds
		// ":start=N,finish=N,duration=N".
		for i < len(rest) && (isWord(rest[i]) || rest[i] == '.' || rest[i] == '-') &&
			!bytes.HasPrefix(rest[i:], []byte("travis_")) {
			i++
		}
		if kind == 2 && bytes.HasPrefix(rest[i:], []byte(":start=")) {
			i++
			for i < len(rest) && (isWord(rest[i]) || rest[i] == '=' || rest[i] == ',') {
				if bytes.HasPrefix(rest[i:], []byte("duration=")) {
					i += len("duration=")
					for i < len(rest) && isDigit(rest[i]) {
						i++
					}
					break
				}
				i++
			}
		}
		line = rest[i:]
	}
	return line
}

// isWord reports whether b is an ASCII letter, digit or underscore.
func isWord(b byte) bool {
	return isDigit(b) || b == '_' || (b|0x20) >= 'a' && (b|0x20) <= 'z'
}

// GoTestEvent reports whether line looks like a go test -json event: a test's, or
// (since Go 1.24) a build's, whose events start with ImportPath.
func GoTestEvent(line []byte) bool {
	return len(line) > 0 && line[0] == '{' && (bytes.HasPrefix(line, []byte(`{"Time":`)) ||
		bytes.HasPrefix(line, []byte(`{"Action":`)) || bytes.HasPrefix(line, []byte(`{"ImportPath":`)))
}

// goJSONOutput returns the Output and Test fields of a go test -json event. A line
// with no Output (a pass or fail event) yields ok=false: its text is also in an
// output event.
func goJSONOutput(line []byte, scratch *[]byte) (out []byte, test string, ok bool) {
	t := jsonField(line, `"Test":"`)
	if t != nil {
		test = decodeJSONString(t)
	}
	o := jsonField(line, `"Output":"`)
	if o == nil {
		return nil, test, false
	}
	*scratch = append((*scratch)[:0], decodeJSONString(o)...)
	out = bytes.TrimRight(*scratch, "\n")
	if out == nil { // an empty Output is an empty line, whether scratch was used yet or not
		out = line[:0]
	}
	return out, test, true
}

// jsonField returns the raw string literal (with quotes) that follows key in line.
func jsonField(line []byte, key string) []byte {
	i := bytes.Index(line, []byte(key))
	if i < 0 {
		return nil
	}
	start := i + len(key) - 1
	for j := start + 1; j < len(line); j++ {
		switch line[j] {
		case '\\':
			j++
		case '"':
			return line[start : j+1]
		}
	}
	return nil
}

// decodeJSONString decodes a JSON string literal; on a bad one it returns its bytes.
func decodeJSONString(lit []byte) string {
	var s string
	if json.Unmarshal(lit, &s) != nil {
		return string(lit)
	}
	return s
}

// clip cuts a title to maxTitleBytes at a rune boundary and makes it valid UTF-8.
func clip(b []byte) string {
	b = bytes.TrimSpace(b)
	if len(b) > maxTitleBytes {
		b = b[:maxTitleBytes]
		for i := 0; i < utf8.UTFMax && len(b) > 0 && !utf8.Valid(b); i++ {
			b = b[:len(b)-1] // drop a rune cut in half
		}
	}
	if utf8.Valid(b) {
		return string(b)
	}
	return string(bytes.ToValidUTF8(b, []byte("\uFFFD")))
}
