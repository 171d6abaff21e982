package digest

import (
	"bytes"
	"encoding/binary"
	"hash/maphash"
	"math/bits"

	"github.com/wisptriage/wisptriage/ingest"
)

// A shapeCache lets Prep skip the header, features and masking of a line whose shape it
// has prepared before. A line's shape is the line with every ASCII digit written '0'.
//
// Why the shape decides the outcome: every rule of parseHeader, features and mask looks at
// a digit only through its class (a digit, in a count, in a run), never at its value, with
// three exceptions, each handled here:
//   - a syslog priority "<NN>" is read as a number: its digits are kept in the shape;
//   - levelWord knows "debug1" to "debug5": a digit after 'g' or 'G' in the part of the
//     line a header is looked for in is kept in the shape;
//   - a JSON object's level may be a number (Bunyan's 30, 50), and an access line's
//     severity is its status class: both are read again from the line on a hit.
//
// And the masked words are copied from the line where they are not masked: a line whose
// masked words keep a digit ("eth1", "v2") is not cached, so that the cached words hold
// only bytes that every line of the shape has.
type shapeCache struct {
	slots []shapeSlot // direct-mapped: a new shape replaces the one in its slot
	shape []byte
	lines int
	// The cache pays for itself only when lines repeat their shapes often enough: it is
	// tried on a window of lines, then rests for a while when too few of them were hits.
	tried, hits, rest int
}

// Bounds of the cache: its slots, the longest line cached, and the lines a Prep sees
// before it makes its slots (a Prep for a handful of lines does not pay for them).
const (
	shapeSlots   = 8192
	shapeMaxLine = 512
	shapeWarmup  = 64
	shapeWindow  = 2048
	shapeRest    = 200000
)

// shapeSlot is what Prep made of a line of one shape: the prepared line without its line
// number and text, where its message and timestamp start, and its masked words.
type shapeSlot struct {
	hash   uint64
	shape  []byte
	filled bool // the rest of the slot holds what Prep made of a line of this shape
	pl     prepped
	msg    int
	ts     [2]int
	hsev   ingest.Severity // the header's level
	json   bool            // the level may come from a JSON field: read it again
	access bool            // the severity may come from an access line's status: read it again
	msgSev ingest.Severity // the severity from the message's words, when access is set
	words  []byte
	ends   []int32
}

// lookup returns the slot for line's shape, or nil when the line is not cached. The slot
// holds that shape when its shape equals c.shape; otherwise it is the one to fill.
func (c *shapeCache) lookup(seed maphash.Seed, line []byte) *shapeSlot {
	if c.rest > 0 {
		c.rest--
		return nil
	}
	if c.slots == nil {
		if c.lines++; c.lines < shapeWarmup {
			return nil
		}
		c.slots = make([]shapeSlot, shapeSlots)
	}
	if c.tried++; c.tried == shapeWindow {
		hits := c.hits
		c.tried, c.hits = 0, 0
		if 3*hits < shapeWindow {
			// Below a third, the misses cost more than the hits save. The slots go while
			// the cache rests: they are most of its memory.
			c.rest, c.slots = shapeRest, nil
			return nil
		}
	}
	if len(line) > shapeMaxLine {
		return nil
	}
	c.shape = shapeOf(c.shape[:0], line)
	h := maphash.Bytes(seed, c.shape)
	s := &c.slots[h&(shapeSlots-1)]
	if s.hash != h || !bytes.Equal(s.shape, c.shape) {
		s.hash = h
		s.shape = append(s.shape[:0], c.shape...)
		s.filled = false
	}
	return s
}

// hit prepares line n from the slot when the slot holds line's shape, and reports whether
// it did.
func (s *shapeSlot) hit(seed maphash.Seed, b *Batch, n int, line []byte) bool {
	if !s.filled || s.json && jsonLevel(line) != s.hsev {
		return false
	}
	pl := s.pl
	pl.n = n
	if pl.feat&fBlank != 0 {
		b.lines = append(b.lines, pl)
		return true
	}
	msg := line[s.msg:]
	if len(msg) > maxMessageBytes {
		msg = msg[:maxMessageBytes]
	}
	pl.msg = b.keep(msg)
	if s.ts[0] >= 0 {
		ts := line[s.ts[0]:s.ts[1]]
		if len(ts) > 64 {
			ts = ts[:64]
		}
		pl.ts = b.keep(ts)
	}
	if pl.masked {
		if s.access {
			sev := accessSeverity(msg)
			if sev == ingest.SevUnknown {
				sev = s.msgSev
			}
			if sev != pl.sev {
				pl.sev = sev
				pl.key = hashText(seed, sev, s.words[:max(len(s.words)-1, 0)])
			}
		}
		pl.words[0] = int32(len(b.words))
		b.words = append(b.words, s.words...)
		pl.words[1] = int32(len(b.words))
		pl.ends[0] = int32(len(b.ends))
		b.ends = append(b.ends, s.ends...)
		pl.ends[1] = int32(len(b.ends))
	}
	b.lines = append(b.lines, pl)
	return true
}

// fill keeps in the slot what Prep made of a line: h its header, pl the prepared line and
// toks its masked words, nil when it was not masked. A nil slot keeps nothing.
func (s *shapeSlot) fill(h header, pl prepped, toks *tokens) {
	if s == nil {
		return
	}
	if toks != nil && hasDigit(toks.buf) {
		return // the slot stays unfilled
	}
	s.filled = true
	s.pl = pl
	s.msg, s.ts, s.hsev = h.msg, h.ts, h.sev
	s.json = bytes.IndexByte(s.shape[:min(len(s.shape), 8)], '{') >= 0
	s.access, s.words, s.ends = false, s.words[:0], s.ends[:0]
	if toks != nil {
		s.words = append(s.words, toks.buf...)
		s.ends = append(s.ends, toks.ends...)
		if h.sev == ingest.SevUnknown && s.msg < len(s.shape) && s.shape[s.msg] == '"' {
			s.access, s.msgSev = true, messageSeverity(toks)
		}
	}
}

// SWAR constants: a byte of ones each, and the high bit of each byte.
const (
	swarOnes  = 0x0101010101010101
	swarHighs = 0x8080808080808080
)

// digitBytes has the high bit set in each byte of x that is an ASCII digit. Setting the
// high bit first keeps each byte's subtraction from borrowing from the next.
func digitBytes(x uint64) uint64 {
	y := x | swarHighs
	ge := (y - '0'*swarOnes) & swarHighs      // low seven bits >= '0'
	lt := ^(y - ('9'+1)*swarOnes) & swarHighs // low seven bits <= '9'
	return ge & lt &^ x                       // and the byte is ASCII
}

// shapeOf appends line's shape to dst: see shapeCache.
func shapeOf(dst, line []byte) []byte {
	n := len(dst)
	dst = append(dst, line...)
	s := dst[n:]
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := binary.LittleEndian.Uint64(s[i:])
		if m := digitBytes(x); m != 0 {
			binary.LittleEndian.PutUint64(s[i:], x&^((m>>7)*0x0f)) // '0'-'9' have '0' above 0x0f
		}
	}
	for ; i < len(s); i++ {
		if isDigit(s[i]) {
			s[i] = '0'
		}
	}
	// keepNames(s, line)
	if len(s) > 0 && s[0] == '<' {
		copy(s[1:], line[1:min(len(line), 5)]) // the syslog priority
	}
	lim := min(len(s), headerBytes)
	for _, g := range []byte{'g', 'G'} {
		for k := 0; ; {
			j := bytes.IndexByte(s[k:lim], g)
			if j < 0 {
				break
			}
			k += j + 1
			if k < len(s) && isDigit(line[k]) {
				s[k] = line[k] // "debug1" is a level, "debug7" is not
			}
		}
	}
	return dst
}

// hasDigit reports whether b holds an ASCII digit.
func hasDigit(b []byte) bool {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		if digitBytes(binary.LittleEndian.Uint64(b[i:])) != 0 {
			return true
		}
	}
	for ; i < len(b); i++ {
		if isDigit(b[i]) {
			return true
		}
	}
	return false
}

// keepNames puts back into shape s the digits of line's names: a run of letters and digits
// that starts with a letter and has at most three digits ("eth1", "lon1", "HTTP/1.1").
// The masker keeps such words as they are, so a shape that hid their digits could not be
// cached; ids ("blk_3886", "c4498872") have more digits, or start with one, and stay hidden.
func keepNames(s, line []byte) {
	done := 0 // line[:done] was looked at
	for i := 0; i < len(line); i += 8 {
		var m uint64
		if i+8 <= len(line) {
			m = digitBytes(binary.LittleEndian.Uint64(line[i:]))
		} else {
			for k := i; k < len(line); k++ {
				if isDigit(line[k]) {
					m |= 0x80 << (8 * (k - i))
				}
			}
		}
		for ; m != 0; m &= m - 1 {
			d := i + bits.TrailingZeros64(m)/8
			if d < done || d == 0 || !isLetter(line[d-1]) {
				continue
			}
			a := d - 1
			for a > 0 && isAlnum(line[a-1]) {
				a--
			}
			e, digits := d, 0
			for e < len(line) && isAlnum(line[e]) {
				if isDigit(line[e]) {
					digits++
				}
				e++
			}
			done = e
			if !isLetter(line[a]) || digits > 3 {
				continue
			}
			for k := d; k < e; k++ {
				s[k] = line[k]
			}
		}
	}
}
