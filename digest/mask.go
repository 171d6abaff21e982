package digest

import "bytes"

// wild is how a variable is written in a template.
const wild = "<*>"

// tokens is a message cut into whitespace-separated words with its variables masked. It is
// reused from line to line, so masking allocates nothing once the buffers have grown.
type tokens struct {
	buf  []byte  // the masked words, each followed by one space
	ends []int32 // ends[i] is the end of word i in buf (the space after it is not counted)
}

func (t *tokens) reset() {
	t.buf = t.buf[:0]
	t.ends = t.ends[:0]
}

func (t *tokens) n() int { return len(t.ends) }

func (t *tokens) at(i int) []byte {
	start := 0
	if i > 0 {
		start = int(t.ends[i-1]) + 1
	}
	return t.buf[start:t.ends[i]]
}

// copyWords returns the words as slices of one new array.
func (t *tokens) copyWords() [][]byte {
	buf := append([]byte(nil), t.buf...)
	out := make([][]byte, t.n())
	start := 0
	for i, e := range t.ends {
		out[i] = buf[start:e:e]
		start = int(e) + 1
	}
	return out
}

// text is the masked message, words separated by one space.
func (t *tokens) text() []byte {
	if len(t.buf) == 0 {
		return t.buf
	}
	return t.buf[:len(t.buf)-1]
}

func (t *tokens) lastWild() bool {
	n := len(t.buf)
	return n >= 4 && t.buf[n-2] == '>' && t.buf[n-3] == '*' && t.buf[n-4] == '<' && (n == 4 || t.buf[n-5] == ' ')
}

func (t *tokens) last() []byte {
	if len(t.ends) == 0 {
		return nil
	}
	return t.at(len(t.ends) - 1)
}

func (t *tokens) pop() {
	t.ends = t.ends[:len(t.ends)-1]
	if len(t.ends) == 0 {
		t.buf = t.buf[:0]
		return
	}
	t.buf = t.buf[:t.ends[len(t.ends)-1]+1]
}

// push ends the word that was appended to buf since the last push.
func (t *tokens) push() {
	t.ends = append(t.ends, int32(len(t.buf)))
	t.buf = append(t.buf, ' ')
}

// mask cuts msg into words and masks the variables in each: numbers, hex, ids, UUIDs,
// addresses with ports, paths, URLs, durations, sizes, timestamps and booleans. A run of
// words that are wholly variable becomes one variable, so a value written with spaces (a
// date, a size with its unit) does not change the number of words.
//
// Each byte is read once on the common path: a word is cut into atoms (the runs between
// structural bytes) as it is scanned, each atom is judged as soon as it ends, and what is
// kept is copied in runs. buf and ends are held in locals so that the compiler keeps them
// in registers.
func (t *tokens) mask(msg []byte, maxWords int) {
	buf, ends := t.buf[:0], t.ends[:0]
	n := len(msg)
	i := 0
words:
	for {
		for i < n && byteClass[msg[i]]&classSpace != 0 {
			i++
		}
		if i >= n {
			break
		}
		if len(ends) >= maxWords {
			// The rest of a very long message is one variable: the template stays bounded.
			if !endsWild(buf) {
				buf = append(buf, wild...)
				ends = append(ends, int32(len(buf)))
				buf = append(buf, ' ')
			}
			break
		}
		start := len(buf) // the word's start in buf
		pend := i         // msg[pend:j] is kept as it is, not copied yet
		urlOpen := true   // no "://" seen in the word yet
		j := i
		for {
			a := j
			e, seen := scanAtom(msg[j:])
			j += e
			last := j >= n || byteClass[msg[j]]&classSpace != 0
			if a == i && last {
				// A word of one atom. A digit, a bracket, a quote or a slash, or a ':' with
				// more after it ("label:value", "host:port", "scheme://") makes a word that
				// may hold a value; most words of a message are plain words, copied as they are.
				w := msg[i:j]
				plain := isLetter(w[0]) && seen&classNotPlain == 0 &&
					(seen&classColon == 0 || bytes.IndexByte(w[:len(w)-1], ':') < 0)
				if plain && !isBoolNull(w) && !endsWild(buf) {
					buf = append(buf, w...)
					ends = append(ends, int32(len(buf)))
					buf = append(buf, ' ')
					i = j
					continue words
				}
			}
			if a < j {
				atom := msg[a:j]
				if seen&classColon != 0 && urlOpen {
					if p := bytes.Index(atom, []byte("://")); p >= 0 {
						urlOpen = false
						if a+p > i {
							// A URL is one value, its query included; what wraps it stays.
							for j < n && byteClass[msg[j]]&classSpace == 0 {
								j++
							}
							buf = appendURL(buf[:start], msg[i:j], a+p-i)
							buf, ends = endWord(buf, ends, start)
							i = j
							continue words
						}
					}
				}
				digits, colon := seen&classDigit != 0, seen&classColon != 0
				vs := a // where the value starts, after a label
				if colon {
					if c := labelColon(atom); c > 0 {
						// "network-vif-plugged:3b3d...": a label, then a value.
						vs = a + c + 1
						atom = atom[c+1:]
					}
				}
				// A trailing '.' or ':' ends a sentence or a label; it is not part of the value.
				k := len(atom)
				for k > 0 && (atom[k-1] == '.' || atom[k-1] == ':') {
					k--
				}
				if k > 0 && (digits || colon || k == 4 || k == 5 || atom[0] == '/' || atom[0] == '~' || atom[0] == '.' || atom[0] == '\\') &&
					isVarAtomDigits(atom[:k], digits) {
					buf = append(buf, msg[pend:vs]...)
					buf = append(buf, wild...)
					pend = vs + k
				}
			}
			if last {
				break
			}
			j++ // the structural byte, kept
		}
		buf = append(buf, msg[pend:j]...)
		buf, ends = endWord(buf, ends, start)
		i = j
	}
	t.buf, t.ends = buf, ends
}

// scanAtom returns the length of the atom that starts s (up to a space or a structural
// byte) and the classes of its bytes. It is kept apart so that its loop keeps everything
// in registers.
//
//go:noinline
func scanAtom(s []byte) (int, uint8) {
	var seen uint8
	for i, c := range s {
		k := byteClass[c]
		if k&(classSpace|classStructural) != 0 {
			return i, seen
		}
		seen |= k
	}
	return len(s), seen
}

// appendURL appends word w with the URL whose "://" is at k masked.
func appendURL(buf, w []byte, k int) []byte {
	s := k
	for s > 0 && !isStructural(w[s-1]) {
		s--
	}
	e := len(w)
	for e > k && (isCloser(w[e-1]) || w[e-1] == '>') {
		e--
	}
	buf = append(buf, w[:s]...)
	buf = append(buf, wild...)
	return append(buf, w[e:]...)
}

// endsWild reports whether the last word in buf (each word followed by a space) is a
// variable.
func endsWild(buf []byte) bool {
	n := len(buf)
	return n >= 4 && buf[n-2] == '>' && buf[n-3] == '*' && buf[n-4] == '<' && (n == 4 || buf[n-5] == ' ')
}

// lastWord is the last word of buf, whose word ends are ends.
func lastWord(buf []byte, ends []int32) []byte {
	n := len(ends)
	if n == 0 {
		return nil
	}
	s := 0
	if n > 1 {
		s = int(ends[n-2]) + 1
	}
	return buf[s:ends[n-1]]
}

// popWord drops the last word.
func popWord(buf []byte, ends []int32) ([]byte, []int32) {
	ends = ends[:len(ends)-1]
	if len(ends) == 0 {
		return buf[:0], ends
	}
	return buf[:ends[len(ends)-1]+1], ends
}

// endWord ends the word appended at buf[start:], folding it into the previous word where
// both are parts of one value.
func endWord(buf []byte, ends []int32, start int) ([]byte, []int32) {
	masked := buf[start:]
	m := len(masked)
	if m == len(wild)+1 && (masked[0] == '<' || masked[0] == '>' || masked[0] == '~') && string(masked[1:]) == wild {
		// "<1", ">100", "~5": a bound or an estimate is still a number.
		buf = append(buf[:start], wild...)
		masked = buf[start:]
		m = len(wild)
	}
	prevWild := endsWild(buf[:start])
	switch {
	case m == len(wild) && string(masked) == wild:
		buf = buf[:start]
		// A date written in words: the month or weekday before a number is part of it.
		for len(ends) > 0 && isDateWord(lastWord(buf, ends)) {
			buf, ends = popWord(buf, ends)
		}
		if endsWild(buf) {
			return buf, ends
		}
		buf = append(buf, wild...)
	case !prevWild && (m < 2 || masked[m-1] != ')'):
		// Nothing to fold: the common case.
	case prevWild && isSizeUnit(masked):
		// "1190 bytes (1.16 KB)": a quantity, its unit, and the same quantity again.
		return buf[:start], ends
	case prevWild && m > 1 && isSizeUnit(masked[:m-1]) && isCloser(masked[m-1]):
		// "32.0 KB," keeps its comma on the value.
		c := masked[m-1]
		buf, ends = popWord(buf[:start], ends)
		buf = append(buf, wild...)
		buf = append(buf, c)
	case m > 1 && masked[m-1] == ')' && isSizeUnit(masked[:m-1]) &&
		string(lastWord(buf, ends)) == "(<*>" && len(ends) >= 2 && string(lastWord(buf, ends[:len(ends)-1])) == wild:
		return popWord(buf[:start], ends) // the "(<*>" opened inside the same value
	}
	ends = append(ends, int32(len(buf)))
	return append(buf, ' '), ends
}

func isSpace(c byte) bool { return byteClass[c]&classSpace != 0 }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isLetter(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

func isHex(c byte) bool { return isDigit(c) || ((c|0x20) >= 'a' && (c|0x20) <= 'f') }

func isAlnum(c byte) bool { return isDigit(c) || isLetter(c) }

// isStructural reports the bytes that wrap or separate values inside a word: brackets,
// quotes, commas, and the '=' of key=value.
func isStructural(c byte) bool { return byteClass[c]&classStructural != 0 }

// Byte classes for the scanner.
const (
	classSpace      = 1 << iota // ends a word
	classNotPlain               // a word with it may hold a value
	classColon                  // ':', a value may follow it
	classStructural             // wraps or separates values inside a word
	classDigit
)

// byteClass is a constant table, built once; nothing writes to it.
var byteClass = func() (t [256]uint8) {
	for _, c := range " \t\v\f\r\n" {
		t[c] |= classSpace
	}
	for c := 0; c < 256; c++ {
		b := byte(c)
		if c < 'A' && (isDigit(b) || c <= '9' || c != '-' && c != '.' && c != ':' && c != '!' && c != '?') && t[c]&classSpace == 0 {
			t[c] |= classNotPlain
		}
	}
	for _, c := range "\\|[]{}`" {
		t[c] |= classNotPlain
	}
	for _, c := range "()[]{}<>,;=\"'`|" {
		t[c] |= classStructural
	}
	t[':'] |= classColon
	for c := '0'; c <= '9'; c++ {
		t[c] |= classDigit
	}
	return t
}()

// isVarAtom decides whether a piece of a word is a value rather than a word of the message.
func isVarAtom(a []byte) bool {
	return isVarAtomDigits(a, bytes.IndexAny(a, "0123456789") >= 0)
}

// isVarAtomDigits is isVarAtom for a caller that knows whether a holds a digit.
func isVarAtomDigits(a []byte, hasDigit bool) bool {
	n := len(a)
	c := a[0]
	switch {
	case c == '/' && n > 1: // a path, or "/10.0.0.1:80"
		return true
	case c == '~' && n > 1 && a[1] == '/':
		return true
	case c == '.' && n > 2 && (a[1] == '/' || (a[1] == '.' && a[2] == '/')):
		return true
	case c == '\\' && n > 1 && a[1] == '\\':
		return true
	case isLetter(c) && n > 2 && a[1] == ':' && (a[2] == '\\' || a[2] == '/'):
		return true
	}
	if !hasDigit {
		return isBoolNull(a) || bytes.Contains(a, []byte("://")) // a URL
	}
	if isDigit(c) || ((c == '-' || c == '+' || c == '#' || c == '*' || c == '@') && n > 1 && isDigit(a[1])) {
		return true // numbers, hex, times, dates, IP addresses, sizes and durations with units
	}
	// A word mixing letters and digits is an id when a segment of it is mostly digits or
	// hex; "ssh2", "eth1" and "v2" are names, "blk_3886", "dn228" and "req-38101a0b" ids.
	for i := 0; i < n; {
		for i < n && !isAlnum(a[i]) {
			i++
		}
		j := i
		d, run, maxRun, hex := 0, 0, 0, true
		for j < n && isAlnum(a[j]) {
			if isDigit(a[j]) {
				d++
				run++
				if run > maxRun {
					maxRun = run
				}
			} else {
				run = 0
				if !isHex(a[j]) {
					hex = false
				}
			}
			j++
		}
		l := j - i
		if l > 0 && (isDigit(a[i]) || maxRun >= 4 || (l >= 4 && 2*d >= l) || (hex && l >= 6 && d >= 2)) {
			return true
		}
		i = j
	}
	return false
}

func isBoolNull(a []byte) bool {
	switch len(a) {
	case 4:
		return bytes.EqualFold(a, []byte("true")) || bytes.EqualFold(a, []byte("null"))
	case 5:
		return bytes.EqualFold(a, []byte("false"))
	}
	return false
}

func isDateWord(w []byte) bool {
	if len(w) != 3 || !isLetter(w[0]) {
		return false
	}
	switch string(w) {
	case "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
		"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun":
		return true
	}
	return false
}

func isMonth(w []byte) bool {
	return isDateWord(w) && !isWeekday(w)
}

func isWeekday(w []byte) bool {
	switch string(w) {
	case "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun":
		return true
	}
	return false
}

func isSizeUnit(w []byte) bool {
	switch string(w) {
	case "B", "KB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB", "kB", "bytes",
		"ms", "s", "sec", "secs", "us", "ns", "min", "mins":
		return true // sizes and abbreviated durations, not words like "seconds"
	}
	return false
}

// labelColon returns the offset of the ':' that ends a label of letters, '-' and '_' in
// "label:value" when the value is a variable, or -1. Host names (with dots) keep their
// port: "proxy.example.com:5070" is one value.
func labelColon(a []byte) int {
	c := bytes.IndexByte(a, ':')
	if c < 1 || c+1 >= len(a) {
		return -1
	}
	for _, ch := range a[:c] {
		if !isLetter(ch) && ch != '-' && ch != '_' {
			return -1
		}
	}
	v := a[c+1:]
	k := len(v)
	for k > 0 && (v[k-1] == '.' || v[k-1] == ':') {
		k--
	}
	if k == 0 || v[0] == '/' || !isVarAtom(v[:k]) {
		return -1
	}
	return c
}
