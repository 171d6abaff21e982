package shape

import (
	"bytes"
	"encoding/json"
	"errors"
	"unicode/utf8"

	"github.com/wisptriage/wisptriage/digest"
)

// Kind is what a content looks like from its first bytes.
type Kind string

// Kinds of content. Build and test logs are told apart by known/ and notable/; here they
// are "log" or "text".
const (
	KindJSON      Kind = "json"   // one JSON document (or a few), over many lines
	KindJSONLines Kind = "jsonl"  // one JSON object per line
	KindLog       Kind = "log"    // lines with timestamps or levels
	KindText      Kind = "text"   // anything else that is text
	KindBinary    Kind = "binary" // NUL bytes or mostly invalid UTF-8
	KindEmpty     Kind = "empty"
)

// Detect guesses the kind of a content from a prefix of it (a few KiB to 64 KiB is
// plenty). It reads at most the first 200 lines of the prefix and allocates little.
func Detect(prefix []byte) Kind {
	p := bytes.TrimPrefix(prefix, []byte("\xef\xbb\xbf"))
	if len(bytes.TrimSpace(p)) == 0 {
		return KindEmpty
	}
	if isBinary(p) {
		return KindBinary
	}
	// The last line of a prefix may be cut; judge the complete ones when there are any.
	if i := bytes.LastIndexByte(p, '\n'); i > 0 && i < len(p)-1 {
		p = p[:i+1]
	}
	var lines, jsonObj, stamped, firstJSON int
	first := true
	for len(p) > 0 && lines < 200 {
		var line []byte
		if i := bytes.IndexByte(p, '\n'); i >= 0 {
			line, p = p[:i], p[i+1:]
		} else {
			line, p = p, nil
		}
		t := bytes.TrimSpace(line)
		if len(t) == 0 {
			continue
		}
		lines++
		if first {
			first = false
			if t[0] == '{' || t[0] == '[' {
				firstJSON = 1
				if !json.Valid(t) {
					firstJSON = 2 // a document that goes on over more lines
				}
			}
		}
		if t[0] == '{' && t[len(t)-1] == '}' && json.Valid(t) {
			jsonObj++
		}
		if _, _, ok := digest.Header(line); ok {
			stamped++
		}
	}
	switch {
	case firstJSON == 2 && jsonPrefix(prefix):
		return KindJSON
	case firstJSON == 1 && lines == 1:
		return KindJSON
	case jsonObj*10 >= lines*8:
		return KindJSONLines
	case firstJSON == 1 && bytes.HasPrefix(bytes.TrimSpace(prefix), []byte("[")):
		return KindJSON
	case stamped*2 >= lines:
		return KindLog
	}
	return KindText
}

// jsonPrefix reports whether a prefix reads as the start of a JSON document: the tokens
// before the prefix ends are well formed. "[2026-11-29 10:00] INFO …" is a log line, not
// an array.
func jsonPrefix(prefix []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(prefix))
	for i := 0; i < 10000; i++ {
		if _, err := dec.Token(); err != nil {
			var se *json.SyntaxError
			return !errors.As(err, &se)
		}
	}
	return true
}

func isBinary(p []byte) bool {
	if len(p) > 4096 {
		p = p[:4096]
	}
	if bytes.IndexByte(p, 0) >= 0 {
		return true
	}
	bad := 0
	for len(p) > 0 {
		r, n := utf8.DecodeRune(p)
		if r == utf8.RuneError && n <= 1 {
			if len(p) < 4 && !utf8.FullRune(p) {
				break // a character cut by the end of the prefix
			}
			bad++
		}
		p = p[n:]
	}
	return bad > 16
}
