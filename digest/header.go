package digest

import (
	"bytes"
	"encoding/binary"
	"math/bits"

	"github.com/wisptriage/wisptriage/ingest"
)

// header is what the start of a line says about it: where its message starts, its level,
// and where its timestamp is.
type header struct {
	msg    int // offset of the message
	sev    ingest.Severity
	ts     [2]int // the timestamp's byte range, ts[0] < 0 when there is none
	stamp  bool   // a timestamp or a level was found: the line starts a record
	marker bool   // a PostgreSQL DETAIL:, HINT: or STATEMENT: line, part of the record above
}

// headerScan bounds how far into a line a header is looked for.
const (
	headerBytes  = 320
	headerTokens = 16
)

// parseHeader recognises the common line prefixes: syslog (with or without <pri>), klog,
// log4j/logback, Python logging, Go log and slog text, nginx, PostgreSQL, Redis, Android,
// Apache, and pipe-separated headers. It never allocates. Tokens it cannot place end the
// header; when nothing header-like was seen, the whole line is the message.
func parseHeader(b []byte) header {
	h := header{ts: [2]int{-1, -1}}
	lim := len(b)
	if lim > headerBytes {
		lim = headerBytes
	}
	i := 0
	zone := false // a timestamp, level or priority was seen: the prefix is a header
	sawLevel := false
	sawSyslogTime := false
	hostNext := false
	afterTime := false
	brackets := 0
	good := 0 // the offset after the last token known to be header

	stampTS := func(s, e int) {
		if h.ts[0] < 0 {
			h.ts[0] = s
		}
		h.ts[1] = e
	}
	setLevel := func(s ingest.Severity) {
		h.sev = s
		sawLevel = true
		zone = true
	}

	// <pri> of syslog, then an optional RFC 5424 version.
	if lim > 2 && b[0] == '<' {
		j := 1
		pri := 0
		for j < lim && j < 5 && isDigit(b[j]) {
			pri = pri*10 + int(b[j]-'0')
			j++
		}
		if j > 1 && j < lim && b[j] == '>' {
			setLevel(syslogSeverity(pri & 7))
			i = j + 1
			if i+1 < lim && isDigit(b[i]) && b[i+1] == ' ' {
				i += 2
			}
			good = i
		}
	}

	// A JSON object: its level field, and the whole object is the message.
	if i < lim && b[i] == '{' {
		h.sev = jsonLevel(b)
		h.stamp = h.sev != ingest.SevUnknown
		return h
	}

	redis := false            // the line started "pid:role", so ". - * #" are levels
	lastPid := false          // the token before was a pid (Android's "pid tid L tag:")
	lastLevel := false        // the token before was the level
	lastTime := false         // the token before was a date or time
	nextAt, nextEnd := -1, -1 // the token after the current one: b[nextAt:nextEnd]
	for ntok := 0; ntok < headerTokens; ntok++ {
		for i < lim && (b[i] == ' ' || b[i] == '\t') {
			i++
		}
		if i >= lim {
			break
		}
		wasPid, wasLevel, wasTime := lastPid, lastLevel, lastTime
		lastPid, lastLevel, lastTime = false, false, false
		start := i
		if b[i] == '[' {
			end := closeBracket(b, i, lim)
			if end < 0 {
				break
			}
			inner := b[i+1 : end-1]
			e := end
			if e < lim && b[e] == ':' {
				e++
			}
			if lv := levelWord(inner, true); lv != ingest.SevUnknown && !sawLevel {
				setLevel(lv)
				lastLevel = true
				i, good = e, e
				continue
			}
			if isTimeText(inner) {
				stampTS(i+1, end-1)
				zone, afterTime, lastTime = true, true, true
				i, good = e, e
				continue
			}
			if isDigits(inner) && !zone && start == 0 {
				zone, redis = true, true // "[pid]" opens a Redis 2 line
				i, good = e, e
				continue
			}
			if !zone || brackets >= 1 && sawLevel && !wasLevel {
				break
			}
			if wasLevel && bytes.Contains(inner, []byte(": ")) {
				break // "[instance: 7]" is the message, not a thread
			}
			brackets++
			i, good = e, e
			continue
		}
		j := i
		if i == nextAt {
			j = nextEnd // scanned as the token after the last one
		} else {
			j = tokenEnd(b, j, lim)
		}
		if j >= lim && lim < len(b) {
			break // the token runs past what is scanned: it is not a header token
		}
		t := b[i:j]
		nextAt, nextEnd = tokenAt(b, j, lim)
		next := b[nextAt:nextEnd]

		// A pipe-separated header: "time|component|pid|message".
		if p := bytes.IndexByte(t, '|'); p > 0 && (zone || isTimeToken(t[:p])) {
			k := i
			for {
				p := bytes.IndexByte(b[k:lim], '|')
				if p < 0 {
					break
				}
				field := b[k : k+p]
				if bytes.IndexByte(field, ' ') >= 0 {
					break
				}
				if isTimeToken(field) {
					stampTS(k, k+p)
				} else if lv := levelWord(field, true); lv != ingest.SevUnknown && !sawLevel {
					setLevel(lv)
				}
				k += p + 1
			}
			zone = true
			i, good = k, k
			break
		}

		if hostNext {
			hostNext = false
			i, good = j, j
			continue
		}
		if ntok == 0 && !zone {
			// klog: "E0102 15:04:05.000000 ..."; Redis: "1234:M 02 Jan ...".
			if len(t) == 5 && (t[0] == 'I' || t[0] == 'W' || t[0] == 'E' || t[0] == 'F') && isDigits(t[1:]) && isTimeToken(next) {
				setLevel(klogSeverity(t[0]))
				i, good = j, j
				continue
			}
			if k := bytes.IndexByte(t, ':'); k > 0 && k == len(t)-2 && isDigits(t[:k]) && isLetter(t[k+1]) {
				zone, redis = true, true
				i, good = j, j
				continue
			}
		}
		if isDigits(t) {
			// A bare number is a date or time only beside another one: "081109 203615".
			if isTimeToken(t) && (isTimeToken(next) || wasTime && len(t) == 6) {
				stampTS(i, j)
				zone, afterTime, lastTime = true, true, true
				i, good = j, j
				continue
			}
		} else if isTimeToken(t) {
			stampTS(i, trimTimeEnd(b, i, j))
			zone, afterTime, lastTime = true, true, true
			if sawSyslogTime {
				hostNext = true
			}
			i, good = j, j
			continue
		}
		if kv := bytes.IndexByte(t, '='); kv > 0 {
			key := t[:kv]
			val := trimQuotes(t[kv+1:])
			switch {
			case isKey(key, "time", "ts", "timestamp", "t"):
				stampTS(i+kv+1, j)
				zone = true
				i, good = j, j
				continue
			case isKey(key, "level", "lvl", "severity", "loglevel"):
				setLevel(levelWord(val, true))
				i, good = j, j
				continue
			}
		}
		if isMonthName(t) && len(next) > 0 && isDigits(next) {
			// "Jun 14 15:16:01 host tag[pid]: msg" (syslog) or "02 Jan 2024 15:04:05" (Redis).
			k := j
			for k < lim && b[k] == ' ' {
				k++
			}
			k += len(next)
			stampTS(i, k)
			zone, afterTime, lastTime = true, true, true
			if ntok == 0 {
				sawSyslogTime = true
			}
			i, good = k, k
			continue
		}
		if isWeekdayName(t) && len(next) > 0 && (isMonthName(next) || isDigits(next)) {
			stampTS(i, j)
			i = j // the date follows; not header on its own
			continue
		}
		if isDigits(t) && zone && !sawLevel && isMonthName(next) {
			stampTS(i, j) // "02 Jan 2024 15:04:05" after a Redis pid
			i, good = j, j
			continue
		}
		if lv := levelToken(t, zone); lv != ingest.SevUnknown && !sawLevel {
			setLevel(lv)
			lastLevel = true
			if isPGMarker(t) {
				h.marker = true
			}
			// "ERROR:root:message" (Python's default) or "ERROR:  message" (PostgreSQL).
			word := levelPrefixLen(t)
			if word > 0 && word < len(t) && t[word] == ':' {
				k := i + word + 1
				if c := bytes.IndexByte(b[k:j], ':'); c > 0 && k+c+1 < j {
					k += c + 1
				} else if k >= j {
					k = j
				}
				i, good = k, k
				break
			}
			i, good = j, j
			continue
		}
		if !zone {
			// Leading placeholders and ids ("- 1117838570 ..."): header only if a
			// timestamp follows soon.
			if ntok < 3 && (isDash(t) || isVarToken(t) || ntok == 0 && isUpperWord(t)) {
				i = j
				continue
			}
			break
		}
		if redis && afterTime && !sawLevel && len(t) == 1 && isRedisMarker(t[0]) {
			setLevel(redisSeverity(t[0]))
			i, good = j, j
			continue
		}
		if wasPid && !sawLevel && len(t) == 1 && isAndroidLevel(t[0]) && len(next) > 0 {
			setLevel(androidSeverity(t[0]))
			lastLevel = true
			i, good = j, j
			continue
		}
		if isDash(t) || (len(t) == 1 && t[0] == ':') {
			i, good = j, j
			continue
		}
		if isPidToken(t) {
			lastPid = true
			i, good = j, j
			if t[len(t)-1] == ':' {
				break
			}
			continue
		}
		if afterTime && !sawLevel && isTZ(t) {
			i, good = j, j
			continue
		}
		if len(t) > 1 && (t[len(t)-1] == ':' || t[len(t)-1] == ']') && !isDigit(t[0]) && t[0] != '"' &&
			!bytes.Contains(t, []byte("://")) && t[len(t)-2] != ':' {
			// The component or tag: "dfs.DataNode$PacketResponder:", "sshd[24200]:",
			// klog's "file.go:123]". The message starts after it.
			i, good = j, j
			break
		}
		if !sawLevel && wasTime && len(next) > 0 && isDash(nextToken(b, skipToken(b, j, lim), lim)) && t[0] != '"' && next[0] != '"' {
			// "program *64 - message" (Proxifier): a component of two words.
			j = skipToken(b, j, lim)
			next = nextToken(b, j, lim)
		}
		if (isDash(next) || (len(next) == 1 && next[0] == ':')) && t[0] != '"' {
			// "component - message" (log4j, Python, Proxifier) or "logger : message" (Spring).
			k := skipToken(b, j, lim)
			i, good = k, k
			if !sawLevel && levelWord(nextToken(b, k, lim), true) != ingest.SevUnknown {
				continue
			}
			break
		}
		if !sawLevel {
			if isVarToken(t) {
				i, good = j, j
				continue
			}
			if isUpperWord(t) && levelWithin(b, j, lim, 2) {
				i, good = j, j
				continue
			}
			break
		}
		if wasLevel {
			// One component after the level: set apart by spaces, or followed by a
			// bracketed context ("nova.compute.manager [req-...]").
			spaced := j+1 < lim && b[j] == ' ' && b[j+1] == ' '
			if spaced || (len(next) > 0 && next[0] == '[' && isIdent(t)) {
				i, good = j, j
				if len(next) > 0 && next[0] == '[' {
					k := j
					for k < lim && b[k] == ' ' {
						k++
					}
					if end := closeBracket(b, k, lim); end > 0 {
						i, good = end, end
					}
				}
			}
		}
		break
	}
	if !zone {
		return header{ts: [2]int{-1, -1}, sev: h.sev}
	}
	for good < len(b) && (b[good] == ' ' || b[good] == '\t') {
		good++
	}
	h.msg = good
	h.stamp = true
	if h.ts[0] >= 0 && h.ts[1] > good {
		h.ts[1] = good
	}
	return h
}

// tokenAt returns where the token at or after b[j] starts and ends.
func tokenAt(b []byte, j, lim int) (int, int) {
	for j < lim && (b[j] == ' ' || b[j] == '\t') {
		j++
	}
	return j, tokenEnd(b, j, lim)
}

// tokenEnd returns where the token at b[j] ends: at the first space or tab, or at lim.
// It looks at eight bytes at a time: a byte of x^(0x20 each) or x^(0x09 each) is zero
// where x has a space or a tab, and the lowest bit of the zero-byte test is exact.
func tokenEnd(b []byte, j, lim int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for ; j+8 <= lim; j += 8 {
		x := binary.LittleEndian.Uint64(b[j:])
		s, t := x^(' '*ones), x^('\t'*ones)
		if m := ((s-ones)&^s | (t-ones)&^t) & highs; m != 0 {
			return j + bits.TrailingZeros64(m)/8
		}
	}
	for j < lim && b[j] != ' ' && b[j] != '\t' {
		j++
	}
	return j
}

func nextToken(b []byte, j, lim int) []byte {
	for j < lim && (b[j] == ' ' || b[j] == '\t') {
		j++
	}
	k := j
	for k < lim && b[k] != ' ' && b[k] != '\t' {
		k++
	}
	return b[j:k]
}

func skipToken(b []byte, j, lim int) int {
	for j < lim && (b[j] == ' ' || b[j] == '\t') {
		j++
	}
	for j < lim && b[j] != ' ' && b[j] != '\t' {
		j++
	}
	return j
}

// closeBracket returns the offset after the ']' that closes the '[' at b[i], or -1.
func closeBracket(b []byte, i, lim int) int {
	if i < lim && b[i] == '[' {
		// Most brackets hold no other: then the first ']' closes this one.
		if k := bytes.IndexByte(b[i+1:lim], ']'); k >= 0 && bytes.IndexByte(b[i+1:i+1+k], '[') < 0 {
			return i + k + 2
		}
	}
	depth := 0
	for k := i; k < lim; k++ {
		switch b[k] {
		case '[':
			depth++
		case ']':
			depth--
			if depth == 0 {
				return k + 1
			}
		}
	}
	return -1
}

func trimTimeEnd(b []byte, i, j int) int {
	for j > i && (b[j-1] == ',' || b[j-1] == ']' || b[j-1] == ':' || b[j-1] == '|') {
		j--
	}
	return j
}

// isTimeToken reports a date or time written as one token: "2015-10-18", "18:01:47,978",
// "17/06/09", "2005.06.03", "2024-01-02T15:04:05.000Z", "081109", "1117838570".
func isTimeToken(t []byte) bool {
	for len(t) > 0 && (t[len(t)-1] == ',' || t[len(t)-1] == ']' || t[len(t)-1] == '|') {
		t = t[:len(t)-1]
	}
	if len(t) > 0 && t[0] == '[' {
		t = t[1:]
	}
	if len(t) < 4 || !isDigit(t[0]) {
		return false
	}
	// Count the digits and separators with one table look-up a byte: timeCounts packs
	// what each byte adds, 16 bits a count (a token is at most headerBytes long).
	var lo, hi uint64
	for _, c := range t {
		lo += timeCounts[c][0]
		hi += timeCounts[c][1]
	}
	digits, colons, dashes, slashes := int(lo&0xffff), int(lo>>16&0xffff), int(lo>>32&0xffff), int(lo>>48)
	dots, groups, bad, zs := int(hi&0xffff), 1+int(hi>>16&0xffff), hi>>32&0xffff, hi>>48
	if bad != 0 || zs > 1 || zs == 1 && t[len(t)-1] != 'Z' {
		return false // 'Z' ends a time; '+' is allowed anywhere but first, and t starts with a digit
	}
	switch {
	case colons > 0:
		return colons <= 4 && digits >= 4 && dots <= 1 // "10.0.0.1:80" is an address
	case dashes == 2 || slashes == 2:
		return digits >= 4
	case dashes == 1 && dots == 0 && slashes == 0:
		return digits == 4 && len(t) == 5 // "03-17"
	case dots == 2 && groups == 3 && dashes == 0:
		return digits >= 6 // "2005.06.03", not an IP address
	case dashes+slashes+dots == 0:
		return digits >= 6 // "081109", "1117838570"
	}
	return dashes >= 3 && digits >= 8 // "2005-06-03-15.42.50.675872"
}

// timeCounts is, for each byte, what it adds to isTimeToken's counts: digits, colons,
// dashes and slashes in the first word; dots, groups, bad bytes and 'Z's in the second.
// A constant table, built once; nothing writes to it.
var timeCounts = func() (t [256][2]uint64) {
	for c := 0; c < 256; c++ {
		var lo, hi uint64
		switch b := byte(c); {
		case isDigit(b):
			lo = 1
		case b == ':':
			lo, hi = 1<<16, 1<<16
		case b == '-':
			lo, hi = 1<<32, 1<<16
		case b == '/':
			lo, hi = 1<<48, 1<<16
		case b == '.' || b == ',':
			hi = 1 | 1<<16
		case b == 'T' || b == '_':
			hi = 1 << 16
		case b == 'Z':
			hi = 1 << 48
		case b == '+':
		default:
			hi = 1 << 32
		}
		t[c] = [2]uint64{lo, hi}
	}
	return t
}()

// isTimeText reports the text in brackets of "[Sun Dec 04 04:47:44 2005]",
// "[10.30 16:49:06]" or "[02/Jan/2024:15:04:05 +0000]".
func isTimeText(t []byte) bool {
	if len(t) < 5 || len(t) > 40 || bytes.IndexByte(t, ':') < 0 {
		return false
	}
	digits, colon := 0, false
	for _, c := range t {
		if isDigit(c) {
			digits++
		} else if c == ':' {
			colon = true
		}
	}
	return colon && digits >= 4 && (isDigit(t[0]) || isLetter(t[0]))
}

func isDigits(t []byte) bool {
	if len(t) == 0 {
		return false
	}
	for _, c := range t {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

func isMonthName(t []byte) bool { return isMonth(t) }

func isWeekdayName(t []byte) bool { return len(t) == 3 && isWeekday(t) }

func isDash(t []byte) bool {
	if len(t) == 0 || len(t) > 3 {
		return false
	}
	for _, c := range t {
		if c != '-' {
			return false
		}
	}
	return true
}

// isVarToken reports a header token that is an id: a host like "dn228", a node like
// "R02-M1-N0-C:J12-U11", a file name with a date.
func isVarToken(t []byte) bool {
	if len(t) == 0 {
		return false
	}
	for _, c := range t {
		if isDigit(c) {
			return isVarAtom(t) || bytes.IndexByte(t, '-') > 0
		}
	}
	return false
}

// isPidToken reports "1234", "1234:", "1234#1234:", "[1234]", "(1234)".
func isPidToken(t []byte) bool {
	if len(t) > 0 && t[len(t)-1] == ':' {
		t = t[:len(t)-1]
	}
	if len(t) > 2 && (t[0] == '[' && t[len(t)-1] == ']' || t[0] == '(' && t[len(t)-1] == ')') {
		t = t[1 : len(t)-1]
	}
	if len(t) == 0 || len(t) > 24 {
		return false
	}
	for _, c := range t {
		if !isDigit(c) && c != '#' {
			return false
		}
	}
	return isDigit(t[0])
}

func isTZ(t []byte) bool {
	if len(t) < 3 || len(t) > 5 {
		return false
	}
	if t[0] == '+' || t[0] == '-' {
		return isDigits(t[1:])
	}
	for _, c := range t {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return t[len(t)-1] == 'T' || string(t) == "UTC" || string(t) == "Z"
}

func isUpperWord(t []byte) bool {
	if len(t) < 2 || len(t) > 12 {
		return false
	}
	for _, c := range t {
		if (c < 'A' || c > 'Z') && c != '_' {
			return false
		}
	}
	return true
}

func isIdent(t []byte) bool {
	for _, c := range t {
		if !isAlnum(c) && c != '.' && c != '_' && c != '$' && c != '-' {
			return false
		}
	}
	return true
}

// levelWithin reports a level word among the next n tokens.
func levelWithin(b []byte, j, lim, n int) bool {
	for ; n > 0; n-- {
		t := nextToken(b, j, lim)
		if len(t) == 0 {
			return false
		}
		if levelWord(t, true) != ingest.SevUnknown {
			return true
		}
		j = skipToken(b, j, lim)
	}
	return false
}

func isKey(k []byte, names ...string) bool {
	for _, n := range names {
		if string(k) == n {
			return true
		}
	}
	return false
}

func trimQuotes(v []byte) []byte {
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
		return v[1 : len(v)-1]
	}
	return v
}

// levelToken reads a level written as a token: "ERROR", "Info", "<WARN>", "ERROR:",
// "INFO," and, outside a header, only the upper-case "ERROR:" of Python and PostgreSQL.
func levelToken(t []byte, zone bool) ingest.Severity {
	if len(t) > 2 && t[0] == '<' && t[len(t)-1] == '>' {
		return levelWord(t[1:len(t)-1], true)
	}
	n := levelPrefixLen(t)
	if n == 0 {
		return ingest.SevUnknown
	}
	rest := t[n:]
	if !zone {
		if len(rest) == 0 || rest[0] != ':' || !isUpperWord(t[:n]) {
			return ingest.SevUnknown
		}
		return levelWord(t[:n], false)
	}
	if len(rest) > 0 && rest[0] != ':' && rest[0] != ',' && rest[0] != ']' {
		return ingest.SevUnknown
	}
	return levelWord(t[:n], len(rest) == 0 || rest[0] != ':')
}

// levelPrefixLen is the length of the run of letters that starts t.
func levelPrefixLen(t []byte) int {
	n := 0
	for n < len(t) && isLetter(t[n]) {
		n++
	}
	if n < 3 || n > 11 {
		return 0
	}
	return n
}

// isPGMarker reports the secondary lines of a PostgreSQL message.
func isPGMarker(t []byte) bool {
	if len(t) < 5 || t[len(t)-1] != ':' {
		return false
	}
	for _, m := range []string{"DETAIL:", "HINT:", "STATEMENT:", "CONTEXT:", "QUERY:", "LOCATION:"} {
		if string(t) == m {
			return true
		}
	}
	return false
}

// levelWord maps a level name to a severity. With bare set, "LOG" alone does not count
// (it is PostgreSQL's only when written "LOG:").
func levelWord(w []byte, bare bool) ingest.Severity {
	if len(w) < 3 || len(w) > 13 {
		return ingest.SevUnknown
	}
	var low [16]byte
	for i, c := range w {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		low[i] = c
	}
	switch string(low[:len(w)]) {
	case "trace", "debug", "debug1", "debug2", "debug3", "debug4", "debug5", "fine", "finer", "finest", "verbose", "dbug", "dbg", "trc":
		return ingest.SevDebug
	case "info", "information", "informational", "config", "inf":
		return ingest.SevInfo
	case "log":
		if bare {
			return ingest.SevUnknown
		}
		return ingest.SevInfo
	case "detail", "hint", "statement", "context", "query", "location":
		if bare {
			return ingest.SevUnknown
		}
		return ingest.SevInfo
	case "notice":
		return ingest.SevNotice
	case "warn", "warning", "wrn":
		return ingest.SevWarning
	case "error", "err", "severe", "eror", "erro":
		return ingest.SevError
	case "fatal", "crit", "critical", "alert", "emerg", "emergency", "panic", "ftl":
		return ingest.SevFatal
	}
	return ingest.SevUnknown
}

// SeverityOf maps a level as log formats and JSON level fields write it ("ERROR", "warn",
// "Information", a syslog or Bunyan/Pino number) to a severity.
func SeverityOf(level []byte) ingest.Severity {
	level = bytes.TrimSpace(trimQuotes(level))
	if isDigits(level) {
		n := 0
		for _, c := range level {
			n = n*10 + int(c-'0')
			if n > 1000 {
				break
			}
		}
		if len(level) <= 1 {
			return syslogSeverity(n)
		}
		switch { // Bunyan and Pino: 10 trace ... 60 fatal
		case n >= 60:
			return ingest.SevFatal
		case n >= 50:
			return ingest.SevError
		case n >= 40:
			return ingest.SevWarning
		case n >= 30:
			return ingest.SevInfo
		case n >= 10:
			return ingest.SevDebug
		}
		return ingest.SevUnknown
	}
	if len(level) == 1 {
		return androidSeverity(level[0] &^ 0x20)
	}
	return levelWord(level, false)
}

func syslogSeverity(p int) ingest.Severity {
	switch {
	case p <= 2:
		return ingest.SevFatal
	case p == 3:
		return ingest.SevError
	case p == 4:
		return ingest.SevWarning
	case p == 5:
		return ingest.SevNotice
	case p == 6:
		return ingest.SevInfo
	}
	return ingest.SevDebug
}

func klogSeverity(c byte) ingest.Severity {
	switch c {
	case 'I':
		return ingest.SevInfo
	case 'W':
		return ingest.SevWarning
	case 'E':
		return ingest.SevError
	}
	return ingest.SevFatal
}

func isRedisMarker(c byte) bool { return c == '.' || c == '-' || c == '*' || c == '#' }

func redisSeverity(c byte) ingest.Severity {
	switch c {
	case '#':
		return ingest.SevWarning
	case '*':
		return ingest.SevNotice
	}
	return ingest.SevDebug
}

func isAndroidLevel(c byte) bool {
	switch c {
	case 'V', 'D', 'I', 'W', 'E', 'F', 'A':
		return true
	}
	return false
}

func androidSeverity(c byte) ingest.Severity {
	switch c {
	case 'V', 'D':
		return ingest.SevDebug
	case 'I':
		return ingest.SevInfo
	case 'W':
		return ingest.SevWarning
	case 'E':
		return ingest.SevError
	case 'F', 'A':
		return ingest.SevFatal
	}
	return ingest.SevUnknown
}

// jsonLevel finds the level field of a JSON object without decoding it.
func jsonLevel(b []byte) ingest.Severity {
	for _, key := range []string{`"level"`, `"severity"`, `"lvl"`, `"levelname"`, `"log.level"`, `"@l"`} {
		k := bytes.Index(b, []byte(key))
		if k < 0 {
			continue
		}
		v := b[k+len(key):]
		i := 0
		for i < len(v) && (v[i] == ' ' || v[i] == ':') {
			i++
		}
		v = v[i:]
		end := 0
		if len(v) > 0 && v[0] == '"' {
			end = bytes.IndexByte(v[1:], '"')
			if end < 0 {
				continue
			}
			return SeverityOf(v[1 : end+1])
		}
		for end < len(v) && isDigit(v[end]) {
			end++
		}
		return SeverityOf(v[:end])
	}
	return ingest.SevUnknown
}

// messageSeverity guesses a severity from the words of a message that has no level:
// "panic:", "FATAL", "Exception", "error", "Traceback", "warning".
func messageSeverity(t *tokens) ingest.Severity {
	sev := ingest.SevUnknown
	for i := 0; i < t.n(); i++ {
		w := t.at(i)
		if len(w) < 4 || bytes.Contains(w, []byte(wild)) {
			continue
		}
		for len(w) > 0 && !isLetter(w[len(w)-1]) {
			w = w[:len(w)-1]
		}
		for len(w) > 0 && !isLetter(w[0]) {
			w = w[1:]
		}
		if s := keywordSeverity(w); s > sev {
			sev = s
		}
	}
	return sev
}

func keywordSeverity(w []byte) ingest.Severity {
	switch string(w) {
	case "panic", "PANIC", "fatal", "FATAL", "Fatal", "CRITICAL", "Critical", "crashed", "segfault", "OOMKilled":
		return ingest.SevFatal
	case "error", "ERROR", "Error", "errors", "Errors", "Traceback", "exception", "Exception", "EXCEPTION", "failure", "FAILURE", "FAILED":
		return ingest.SevError
	case "warning", "WARNING", "Warning", "warn", "WARN", "failed", "Failed", "refused", "denied", "timeout", "unable", "Unable":
		return ingest.SevWarning
	}
	if bytes.HasSuffix(w, []byte("Exception")) || bytes.HasSuffix(w, []byte("Error")) && len(w) > 5 && isUpperLetter(w[0]) {
		return ingest.SevError
	}
	return ingest.SevUnknown
}

func isUpperLetter(c byte) bool { return c >= 'A' && c <= 'Z' }

// accessSeverity reads the status of an access log line: `"GET / HTTP/1.1" 503 ...`.
func accessSeverity(msg []byte) ingest.Severity {
	if len(msg) < 12 || msg[0] != '"' {
		return ingest.SevUnknown
	}
	q := bytes.IndexByte(msg[1:], '"')
	if q < 0 || !bytes.Contains(msg[1:q+1], []byte(" HTTP/")) {
		return ingest.SevUnknown
	}
	s := msg[q+2:]
	if len(s) < 4 || s[0] != ' ' || !isDigit(s[1]) || !isDigit(s[2]) || !isDigit(s[3]) {
		return ingest.SevUnknown
	}
	switch s[1] {
	case '5':
		return ingest.SevError
	case '4':
		return ingest.SevWarning
	}
	return ingest.SevInfo
}

// Header reads the prefix of a log line the way the Miner does: where the message starts,
// the level the line states (ingest.SevUnknown when none), and whether it has a header at
// all (a timestamp, a level or a syslog priority). shape uses it to tell a log from text.
func Header(line []byte) (msg int, sev ingest.Severity, ok bool) {
	h := parseHeader(line)
	return h.msg, h.sev, h.stamp
}
