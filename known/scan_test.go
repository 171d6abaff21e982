package known

import (
	"bytes"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// scanLines are the samples' lines and random ones built from the literals (case
// flipped, cut short, with bytes that bit 5 folds onto others), for checking the
// literal scanner and the placed index against plain searches.
func scanLines(t *testing.T, s *Set) [][]byte {
	var lines [][]byte
	logs, _ := filepath.Glob(filepath.Join("testdata", "*", "*.log"))
	for _, p := range logs {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, bytes.Split(data, []byte("\n"))...)
	}
	var lits [][]byte
	for _, l := range s.ac.lits {
		lits = append(lits, l.b)
	}
	for _, x := range []*placedIndex{&s.starts, &s.ends, &s.numbered} {
		for _, p := range x.all() {
			lits = append(lits, p.lit)
		}
	}
	noise := []byte("aAeE: -_[]{}@`0123456789.=\t\x00\x10\x1b\x80\xc0\xe2\x97")
	rng := rand.New(rand.NewSource(1))
	for range 20000 {
		var b []byte
		for n := rng.Intn(40); len(b) < n; {
			if rng.Intn(3) > 0 {
				b = append(b, noise[rng.Intn(len(noise))])
				continue
			}
			l := lits[rng.Intn(len(lits))]
			for _, c := range l[:len(l)-rng.Intn(2)] {
				if c >= 'a' && c <= 'z' && rng.Intn(2) == 0 {
					c -= 'a' - 'A'
				}
				b = append(b, c)
			}
			if rng.Intn(2) == 0 {
				b = append(b, byte('0'+rng.Intn(10)))
			}
		}
		lines = append(lines, b)
	}
	return lines
}

func (x *placedIndex) all() []placedLit {
	var out []placedLit
	for _, l := range x.one {
		out = append(out, l...)
	}
	for _, l := range x.two {
		out = append(out, l...)
	}
	return out
}

// The scanner finds every literal a plain search finds, and no other.
func TestScanFindsEveryLiteral(t *testing.T) {
	s := mustSet(t)
	for _, line := range scanLines(t, s) {
		got := s.ac.scan(nil, line)
		slices.Sort(got)
		got = slices.Compact(got)
		low := []byte(asciiLower(string(line)))
		var want []int32
		for id, l := range s.ac.lits {
			for off := 0; ; {
				k := bytes.Index(low[off:], l.b)
				if k < 0 {
					break
				}
				end := off + k + len(l.b)
				if !l.num || end < len(line) && isDigit(line[end]) {
					want = append(want, int32(id))
					break
				}
				off += k + 1
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%q: scan found %v, a plain search %v", line, got, want)
		}
	}
}

// The placed index finds every placed literal a line starts (ends) with, and no other.
func TestPlacedFindsEveryLiteral(t *testing.T) {
	s := mustSet(t)
	idx := []*placedIndex{&s.starts, &s.ends, &s.numbered}
	var all [][]placedLit
	blocks := []int{-1, len(s.formats)}
	for _, x := range idx {
		all = append(all, x.all())
		for _, p := range all[len(all)-1] {
			if p.inBlock >= 0 && !slices.Contains(blocks, p.inBlock) {
				blocks = append(blocks, p.inBlock)
			}
		}
	}
	for _, line := range scanLines(t, s) {
		if len(line) == 0 {
			continue
		}
		for _, block := range blocks {
			for k, x := range idx {
				var got, want []int32
				if k == 1 {
					got = x.suffixes(nil, line, block)
				} else {
					got = x.prefixes(nil, line, block)
				}
				for _, p := range all[k] {
					at := bytes.HasPrefix(line, p.lit)
					if k == 1 {
						at = bytes.HasSuffix(line, p.lit)
					}
					if at && (p.inBlock < 0 || p.inBlock == block) {
						want = append(want, p.pats...)
					}
				}
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Fatalf("%q (block %d): found %v, a plain search %v", line, block, got, want)
				}
			}
		}
	}
}
