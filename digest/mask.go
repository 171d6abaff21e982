package digest

import "bytes"

// wild is how a variable is written in a template.
const wild = "<*>"

// tokens is a message cut into whitespace-separated words with its variables masked. It is
// reused from line to line, so masking allocates nothing once the buffers have grown.
type tokens struct {
	buf   []byte         // the masked words, each followed by one space
	ends  []int32        // ends[i] is the end of word i in buf (the space after it is not counted)
	atoms [maxAtoms]atom // the atoms of the word being masked
}

// maxAtoms is how many atoms of a word are cut at a time.
const maxAtoms = 32

// atom is a run of a word between structural bytes: where it ends in the word, and the
// classes of its bytes.
type atom struct {
	end  int32
	seen uint8
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

// mask cuts msg into words and masks the variables in each: numbers, hex, ids, UUIDs,
// addresses with ports, paths, URLs, durations, sizes, timestamps and booleans. A run of
// words that are wholly variable becomes one variable, so a value written with spaces (a
// date, a size with its unit) does not change the number of words.
//
// Each byte is read once on the common path: scanWord cuts a word into atoms (the runs
// between structural bytes), maskWord judges each atom and copies what is kept in runs.
// The work is split so that the compiler keeps each loop's state in registers.
func (t *tokens) mask(msg []byte, maxWords int) {
	buf, ends := t.buf[:0], t.ends[:0]
	i := 0
	for {
		for i < len(msg) && byteClass[msg[i]]&classSpace != 0 {
			i++
		}
		if i >= len(msg) {
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
		s := msg[i:]
		na, done := scanWord(s, 0, &t.atoms)
		if na == 1 && done {
			// A word of one atom. A digit, a bracket, a quote or a slash, or a ':' with more
			// after it ("label:value", "host:port", "scheme://") makes a word that may hold a
			// value; most words of a message are plain words, copied as they are.
			w := s[:t.atoms[0].end]
			seen := t.atoms[0].seen
			if isLetter(w[0]) && seen&classNotPlain == 0 &&
				(seen&classColon == 0 || bytes.IndexByte(w[:len(w)-1], ':') < 0) &&
				!isBoolNull(w) && !endsWild(buf) {
				buf = append(buf, w...)
				ends = append(ends, int32(len(buf)))
				buf = append(buf, ' ')
				i += len(w)
				continue
			}
		}
		start := len(buf)
		var wl int
		buf, wl = maskWord(buf, s, na, done, &t.atoms)
		i += wl
		if c := buf[len(buf)-1]; c != '>' && c != ')' && !endsWild(buf[:start]) {
			// Nothing to fold into the word before (endWord's common case).
			ends = append(ends, int32(len(buf)))
			buf = append(buf, ' ')
			continue
		}
		buf, ends = endWord(buf, ends, start)
	}
	t.buf, t.ends = buf, ends
}

// scanWord cuts s[from:], part of a word that starts s, into atoms: it fills at with
// where each ends in s and the classes of its bytes, up to the word's end (done) or until
// at is full. It is not inlined, and there is no call in its loop, so that its state
// stays in registers.
//
//go:noinline
func scanWord(s []byte, from int, at *[maxAtoms]atom) (n int, done bool) {
	class := &byteClass // in a register, not its address recomputed for every byte
	i := from
	for n < maxAtoms {
		var seen, k uint8
		j := len(s)
		for x, c := range s[i:] {
			k = class[c]
			if k&(classSpace|classStructural) != 0 {
				j = i + x
				break
			}
			seen |= k
		}
		i = j
		at[n] = atom{end: int32(i), seen: seen}
		n++
		if i >= len(s) || k&classSpace != 0 {
			return n, true
		}
		i++
	}
	return n, false
}

// maskWord appends the word that starts s with its variables masked, and returns the
// word's length. at holds the first n atoms of the word, all of them when done.
func maskWord(buf, s []byte, n int, done bool, at *[maxAtoms]atom) ([]byte, int) {
	start := len(buf)
	pend := 0       // s[pend:] is kept as it is, not copied yet
	urlOpen := true // no "://" seen in the word yet
	a := 0          // the atom is s[a:e]
	for {
		for _, x := range at[:n] {
			e, seen := int(x.end), x.seen
			if a < e {
				v := s[a:e]
				vs := a // where the value starts, after a label
				if seen&classColon != 0 {
					if urlOpen {
						if p := bytes.Index(v, []byte("://")); p >= 0 {
							urlOpen = false
							if a+p > 0 {
								// A URL is one value, its query included; what wraps it stays.
								w := e
								for w < len(s) && byteClass[s[w]]&classSpace == 0 {
									w++
								}
								return appendURL(buf[:start], s[:w], a+p), w
							}
						}
					}
					if c := labelColon(v); c > 0 {
						// "network-vif-plugged:3b3d...": a label, then a value.
						vs = a + c + 1
						v = v[c+1:]
					}
				}
				// A trailing '.' or ':' ends a sentence or a label; it is not part of the value.
				k := len(v)
				for k > 0 && (v[k-1] == '.' || v[k-1] == ':') {
					k--
				}
				if k == 0 || seen&(classDigit|classColon) == 0 && k != 4 && k != 5 && isLetter(v[0]) {
					// Empty, or a word of letters (isVarValue's common case, decided here).
				} else if seen&classDigit != 0 && isDigit(v[0]) || isVarValue(v[:k], seen) {
					buf = append(buf, s[pend:vs]...)
					buf = append(buf, wild...)
					pend = vs + k
				}
			}
			a = e + 1
		}
		if done {
			break
		}
		n, done = scanWord(s, a, at)
	}
	w := int(at[n-1].end)
	return append(buf, s[pend:w]...), w
}

// isVarValue is isVarAtomDigits for the value of an atom whose bytes have the classes
// seen, with the common cases decided without a call.
func isVarValue(v []byte, seen uint8) bool {
	c := v[0]
	if seen&(classDigit|classColon) == 0 {
		if isLetter(c) {
			return (len(v) == 4 || len(v) == 5) && isBoolNull(v)
		}
		if c != '/' && c != '~' && c != '.' && c != '\\' && len(v) != 4 && len(v) != 5 {
			return false
		}
	} else if isDigit(c) && seen&classDigit != 0 {
		return true
	}
	return isVarAtomDigits(v, seen&classDigit != 0)
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

// Kinds of bytes in an id, for isVarAtomDigits.
const (
	idDigit = 1 + iota
	idHex   // a letter that is a hex digit
	idLetter
)

// idByte is a constant table, built once; nothing writes to it.
var idByte = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch b := byte(c); {
		case isDigit(b):
			t[c] = idDigit
		case isHex(b):
			t[c] = idHex
		case isLetter(b):
			t[c] = idLetter
		}
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
		if idByte[a[i]] == 0 {
			i++
			continue
		}
		if idByte[a[i]] == idDigit {
			return true // a segment that starts with a digit
		}
		d, run, hex := 0, 0, true
		j := i
		for ; j < n; j++ {
			k := idByte[a[j]]
			if k == 0 {
				break
			}
			if k == idDigit {
				d++
				run++
				if run >= 4 {
					return true
				}
			} else {
				run = 0
				if k == idLetter {
					hex = false
				}
			}
		}
		if l := j - i; (l >= 4 && 2*d >= l) || (hex && l >= 6 && d >= 2) {
			return true
		}
		i = j
	}
	return false
}

// isBoolNull reports "true", "null" and "false" in any case. Setting 0x20 folds an ASCII
// letter to lower case, and only the letter itself folds to each of these bytes.
func isBoolNull(a []byte) bool {
	switch len(a) {
	case 4:
		w := (uint32(a[0]) | uint32(a[1])<<8 | uint32(a[2])<<16 | uint32(a[3])<<24) | 0x20202020
		return w == 't'|'r'<<8|'u'<<16|'e'<<24 || w == 'n'|'u'<<8|'l'<<16|'l'<<24
	case 5:
		w := (uint32(a[0]) | uint32(a[1])<<8 | uint32(a[2])<<16 | uint32(a[3])<<24) | 0x20202020
		return w == 'f'|'a'<<8|'l'<<16|'s'<<24 && a[4]|0x20 == 'e'
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
