package ingest

import "bytes"

// Clean appends to dst the line as a terminal would have shown it, for reading, never for
// storing: a trailing CR (CRLF) is dropped, a line rewritten with CR (a progress bar) keeps
// only its last non-empty segment, and ANSI escape sequences (CSI, OSC, and two-byte ESC
// sequences) are removed. The stored bytes are never changed.
func Clean(dst, line []byte) []byte {
	for len(line) > 0 && line[len(line)-1] == '\r' {
		line = line[:len(line)-1]
	}
	if i := bytes.LastIndexByte(line, '\r'); i >= 0 {
		line = line[i+1:]
	}
	if bytes.IndexByte(line, 0x1b) < 0 {
		return append(dst, line...)
	}
	for i := 0; i < len(line); {
		c := line[i]
		if c != 0x1b {
			dst = append(dst, c)
			i++
			continue
		}
		i = skipEscape(line, i)
	}
	return dst
}

// skipEscape returns the index just past the escape sequence that starts at line[i].
func skipEscape(line []byte, i int) int {
	if i+1 >= len(line) {
		return len(line)
	}
	switch line[i+1] {
	case '[': // CSI: parameters and intermediates, then one final byte in 0x40-0x7e
		j := i + 2
		for j < len(line) && (line[j] < 0x40 || line[j] > 0x7e) {
			j++
		}
		if j < len(line) {
			j++
		}
		return j
	case ']': // OSC: ends at BEL or ESC \
		for j := i + 2; j < len(line); j++ {
			if line[j] == 0x07 {
				return j + 1
			}
			if line[j] == 0x1b && j+1 < len(line) && line[j+1] == '\\' {
				return j + 2
			}
		}
		return len(line)
	default:
		// nF sequences (ESC ( B selects a charset): intermediates 0x20-0x2f, then a final.
		j := i + 1
		for j < len(line) && line[j] >= 0x20 && line[j] <= 0x2f {
			j++
		}
		return min(j+1, len(line))
	}
}
