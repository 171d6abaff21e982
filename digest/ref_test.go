package digest

// Reference copy of the masker before the speed work, for differential tests. Temporary.

import "bytes"

func (t *tokens) maskRef(msg []byte, maxWords int) {
	t.reset()
	i := 0
	for i < len(msg) {
		for i < len(msg) && isSpace(msg[i]) {
			i++
		}
		if i >= len(msg) {
			break
		}
		// Find the word's end, noting whether it can hold a value at all: most words of
		// a message are plain words, copied as they are.
		j := i
		var seen uint8
		for j < len(msg) {
			k := byteClass[msg[j]]
			if k&classSpace != 0 {
				break
			}
			seen |= k
			j++
		}
		// A digit, a bracket, a quote or a slash, or a ':' with more after it ("label:value",
		// "host:port", "scheme://") makes a word that may hold a value.
		plain := isLetter(msg[i]) && seen&classNotPlain == 0
		colon := seen&classColon != 0 && bytes.IndexByte(msg[i:j-1], ':') >= 0
		if colon {
			plain = false
		}
		if plain && t.n() < maxWords && !isBoolNullRef(msg[i:j]) && !t.lastWild() {
			t.buf = append(t.buf, msg[i:j]...)
			t.push()
			i = j
			continue
		}
		if t.n() >= maxWords {
			// The rest of a very long message is one variable: the template stays bounded.
			if !bytes.Equal(t.last(), []byte(wild)) {
				t.buf = append(t.buf, wild...)
				t.push()
			}
			return
		}
		t.wordRef(msg[i:j], colon)
		i = j
	}
}

func (t *tokens) wordRef(w []byte, colon bool) {
	start := len(t.buf)
	if !colon {
		// no URL
	} else if k := bytes.Index(w, []byte("://")); k > 0 {
		// A URL is one value, its query included; what wraps it stays.
		s := k
		for s > 0 && !isStructural(w[s-1]) {
			s--
		}
		e := len(w)
		for e > k && (isCloser(w[e-1]) || w[e-1] == '>') {
			e--
		}
		t.buf = append(t.buf, w[:s]...)
		t.buf = append(t.buf, wild...)
		t.buf = append(t.buf, w[e:]...)
		t.endWordRef(start)
		return
	}
	i := 0
	for i < len(w) {
		c := w[i]
		if isStructural(c) {
			t.buf = append(t.buf, c)
			i++
			continue
		}
		j := i
		var seen uint8
		for j < len(w) {
			k := byteClass[w[j]]
			if k&classStructural != 0 {
				break
			}
			seen |= k
			j++
		}
		digits, colon := seen&classDigit != 0, seen&classColon != 0
		atom := w[i:j]
		if colon {
			if c := labelColonRef(atom); c > 0 {
				// "network-vif-plugged:3b3d...": a label, then a value.
				t.buf = append(t.buf, atom[:c+1]...)
				atom = atom[c+1:]
			}
		}
		// A trailing '.' or ':' ends a sentence or a label; it is not part of the value.
		k := len(atom)
		for k > 0 && (atom[k-1] == '.' || atom[k-1] == ':') {
			k--
		}
		maybe := digits || colon || k == 4 || k == 5 || k > 0 && (atom[0] == '/' || atom[0] == '~' || atom[0] == '.' || atom[0] == '\\')
		if k > 0 && maybe && isVarAtomDigitsRef(atom[:k], digits) {
			t.buf = append(t.buf, wild...)
			t.buf = append(t.buf, atom[k:]...)
		} else {
			t.buf = append(t.buf, atom...)
		}
		i = j
	}
	t.endWordRef(start)
}

func (t *tokens) endWordRef(start int) {
	masked := t.buf[start:]
	if len(masked) == len(wild)+1 && (masked[0] == '<' || masked[0] == '>' || masked[0] == '~') && bytes.HasSuffix(masked, []byte(wild)) {
		// "<1", ">100", "~5": a bound or an estimate is still a number.
		t.buf = append(t.buf[:start], wild...)
		masked = t.buf[start:]
	}
	prevWild := t.n() > 0 && bytes.Equal(t.last(), []byte(wild))
	switch {
	case bytes.Equal(masked, []byte(wild)):
		t.buf = t.buf[:start]
		// A date written in words: the month or weekday before a number is part of it.
		for t.n() > 0 && isDateWord(t.last()) {
			t.pop()
		}
		if t.n() > 0 && bytes.Equal(t.last(), []byte(wild)) {
			return
		}
		t.buf = append(t.buf, wild...)
		t.push()
	case prevWild && isSizeUnit(masked):
		// "1190 bytes (1.16 KB)": a quantity, its unit, and the same quantity again.
		t.buf = t.buf[:start]
	case prevWild && len(masked) > 1 && isSizeUnit(masked[:len(masked)-1]) && isCloser(masked[len(masked)-1]):
		// "32.0 KB," keeps its comma on the value.
		c := masked[len(masked)-1]
		t.buf = t.buf[:start]
		t.pop()
		t.buf = append(t.buf, wild...)
		t.buf = append(t.buf, c)
		t.push()
	case len(masked) > 1 && masked[len(masked)-1] == ')' && isSizeUnit(masked[:len(masked)-1]) &&
		bytes.Equal(t.last(), []byte("(<*>")) && t.n() >= 2 && bytes.Equal(t.at(t.n()-2), []byte(wild)):
		t.buf = t.buf[:start]
		t.pop() // the "(<*>" opened inside the same value
	default:
		t.push()
	}
}

func isVarAtomRef(a []byte) bool {
	return isVarAtomDigitsRef(a, bytes.IndexAny(a, "0123456789") >= 0)
}

func isVarAtomDigitsRef(a []byte, hasDigit bool) bool {
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
		return isBoolNullRef(a) || bytes.Contains(a, []byte("://")) // a URL
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

func isBoolNullRef(a []byte) bool {
	switch len(a) {
	case 4:
		return bytes.EqualFold(a, []byte("true")) || bytes.EqualFold(a, []byte("null"))
	case 5:
		return bytes.EqualFold(a, []byte("false"))
	}
	return false
}

func labelColonRef(a []byte) int {
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
	if k == 0 || v[0] == '/' || !isVarAtomRef(v[:k]) {
		return -1
	}
	return c
}
