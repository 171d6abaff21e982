//go:build wtstats

package known

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// naiveScan: the ids of the literals in line, each once, ascending.
func naiveScan(m *matcher, line []byte) []int32 {
	low := []byte(asciiLower(string(line)))
	var out []int32
	for id, l := range m.lits {
		for off := 0; ; {
			k := bytes.Index(low[off:], l.b)
			if k < 0 {
				break
			}
			at := off + k
			if !l.num || at+len(l.b) < len(line) && isDigit(line[at+len(l.b)]) {
				out = append(out, int32(id))
				break
			}
			off = at + 1
		}
	}
	return out
}

func checkScan(t *testing.T, m *matcher, line []byte) {
	got := m.scan(nil, line)
	slices.Sort(got)
	got = slices.Compact(got)
	want := naiveScan(m, line)
	if !slices.Equal(got, want) {
		t.Fatalf("%q: got %v want %v", line, got, want)
	}
}

func TestZZScanCorrect(t *testing.T) {
	set, _ := Compile(Formats())
	m := &set.ac
	files := strings.Fields(func() string { b, _ := os.ReadFile("/tmp/dumplist"); return string(b) }())
	nl := 0
	for _, p := range files {
		data, _ := os.ReadFile(p)
		for _, line := range bytes.Split(data, []byte("\n")) {
			checkScan(t, m, line)
			nl++
		}
	}
	// random lines made of literal pieces, case flips and noise, at every offset
	rng := rand.New(rand.NewSource(1))
	alpha := []byte("aAeE: -_[]{}@`0123456789.\x00\x10\x80\xc0\xe2\x97")
	for it := 0; it < 300000; it++ {
		var b []byte
		for len(b) < rng.Intn(60) {
			switch rng.Intn(3) {
			case 0:
				l := m.lits[rng.Intn(len(m.lits))].b
				for _, c := range l {
					if c >= 'a' && c <= 'z' && rng.Intn(2) == 0 {
						c -= 32
					}
					b = append(b, c)
				}
				if rng.Intn(2) == 0 {
					b = append(b, byte('0'+rng.Intn(10)))
				}
			default:
				b = append(b, alpha[rng.Intn(len(alpha))])
			}
		}
		checkScan(t, m, b)
		nl++
	}
	fmt.Println("lines checked", nl)
}

func nonLazyLines(set *Set, data []byte) [][]byte {
	var out [][]byte
	var lits, cands []int32
	for _, line := range bytes.Split(data, []byte("\n")) {
		cands = set.candidates(cands[:0], &lits, line, -1)
		if len(cands) == 1 && set.pats[cands[0]].lazy {
			continue
		}
		out = append(out, line)
	}
	return out
}

func TestZZScanSpeed(t *testing.T) {
	data, _ := os.ReadFile(os.Getenv("WT_BENCH_LOG"))
	set, _ := Compile(Formats())
	lines := nonLazyLines(set, data)
	nb := 0
	for _, l := range lines {
		nb += len(l)
	}
	best := time.Hour
	var dst []int32
	for rep := 0; rep < 7; rep++ {
		t0 := time.Now()
		for _, l := range lines {
			dst = set.ac.scan(dst[:0], l)
		}
		best = min(best, time.Since(t0))
	}
	fmt.Println("scan", len(lines), "lines", nb, "bytes", best, float64(nb)/best.Seconds()/1e6, "MB/s")
}

func TestZZLit(t *testing.T) {
	set, _ := Compile(Formats())
	l := set.ac.lits[118]
	off := anchorOf(append([]byte(nil), l.b...))
	fmt.Printf("%q %v anchor %d\n", l.b, l.num, off)
}

// oldMatcher is HEAD's bloom scanner, for A/B timing in one process.
type oldMatcher struct {
	bloom [1 << 16 / 64]uint64
	m     *matcher
}

func oldHash(t uint32) uint32 { return (t * hashMul) >> (32 - 16) }

func newOld(m *matcher) *oldMatcher {
	o := &oldMatcher{m: m}
	for _, sl := range m.table {
		if sl.key != 0 {
			h := oldHash(sl.key)
			o.bloom[h>>6] |= 1 << (h & 63)
		}
	}
	return o
}

func (o *oldMatcher) scan(dst []int32, line []byte) []int32 {
	n := len(line)
	i := 0
	m := o
	for ; i+8 <= n; i += 6 {
		w := binary.LittleEndian.Uint64(line[i:]) | bit5
		h0 := oldHash(uint32(w) & 0xffffff)
		h2 := oldHash(uint32(w>>16) & 0xffffff)
		h4 := oldHash(uint32(w>>32) & 0xffffff)
		if (m.bloom[h0>>6]>>(h0&63)|m.bloom[h2>>6]>>(h2&63)|m.bloom[h4>>6]>>(h4&63))&1 != 0 {
			for j, h := range [3]uint32{h0, h2, h4} {
				if m.bloom[h>>6]>>(h&63)&1 != 0 {
					dst = o.m.at(dst, line, i+2*j, uint32(w>>(16*j))&0xffffff)
				}
			}
		}
	}
	for ; i+3 <= n; i += 2 {
		k := trigram(line[i:]) | 0x202020
		if h := oldHash(k); m.bloom[h>>6]>>(h&63)&1 != 0 {
			dst = o.m.at(dst, line, i, k)
		}
	}
	return dst
}

func TestZZAB(t *testing.T) {
	data, _ := os.ReadFile(os.Getenv("WT_BENCH_LOG"))
	set, _ := Compile(Formats())
	lines := nonLazyLines(set, data)
	nb := 0
	for _, l := range lines {
		nb += len(l)
	}
	old := newOld(&set.ac)
	fs := map[string]func([]int32, []byte) []int32{"old": old.scan, "new": set.ac.scan}
	best := map[string]time.Duration{"old": time.Hour, "new": time.Hour}
	var dst []int32
	for rep := 0; rep < 8; rep++ {
		for _, name := range []string{"old", "new"} {
			f := fs[name]
			t0 := time.Now()
			for _, l := range lines {
				dst = f(dst[:0], l)
			}
			best[name] = min(best[name], time.Since(t0))
		}
	}
	for _, name := range []string{"old", "new"} {
		fmt.Println(name, best[name], float64(nb)/best[name].Seconds()/1e6, "MB/s")
	}
}

func TestZZAnchors(t *testing.T) {
	set, _ := Compile(Formats())
	for _, l := range set.ac.lits {
		full := append([]byte(nil), l.b...)
		if l.num {
			full = append(full, anyDigit)
		}
		off := anchorOf(full)
		fmt.Printf("%q -> %q\n", l.b, full[off:off+4])
	}
}

func TestZZRealKeys(t *testing.T) {
	data, _ := os.ReadFile(os.Getenv("WT_BENCH_LOG"))
	set, _ := Compile(Formats())
	lines := nonLazyLines(set, data)
	m := &set.ac
	cnt := map[uint32]int{}
	win, fh := 0, 0
	for _, l := range lines {
		for i := 0; i+3 <= len(l); i += 2 {
			k := trigram(l[i:]) | 0x202020
			cnt[k]++
			win++
			if m.filter[filterHash(k)] != 0 {
				fh++
			}
		}
	}
	type kv struct {
		k    uint32
		v    int
		lits string
	}
	var kvs []kv
	real := 0
	for _, sl := range m.table {
		if sl.key == 0 {
			continue
		}
		var ls string
		for _, c := range m.cands[sl.start:sl.end] {
			ls += fmt.Sprintf("%q ", m.lits[c.id].b)
		}
		kvs = append(kvs, kv{sl.key, cnt[sl.key], ls})
		real += cnt[sl.key]
	}
	fmt.Println("windows", win, "filter hits", fh, "real", real)
	slices.SortFunc(kvs, func(a, b kv) int { return b.v - a.v })
	for _, e := range kvs[:15] {
		fmt.Printf("%8d %q %s\n", e.v, string([]byte{byte(e.k), byte(e.k >> 8), byte(e.k >> 16)}), e.lits)
	}
}


func TestZZReMatch(t *testing.T) {
	re := regexp.MustCompile(`^ ?PASS {1,2}(?:\S+ )?\S+\.(?:js|jsx|ts|tsx|mjs|cjs)(?: \([\d.]+ m?s\))?$`)
	line := []byte("PASS src/components/widget_12.test.js (1.23 s)")
	for _, f := range []func(){func() { re.FindSubmatchIndex(line) }, func() { re.Match(line) }} {
		t0 := time.Now()
		for i := 0; i < 100000; i++ {
			f()
		}
		fmt.Println(time.Since(t0) / 100000)
	}
}

func allPlaced(x *placedIndex) []placedLit {
	var out []placedLit
	for _, l := range x.one {
		out = append(out, l...)
	}
	for _, l := range x.two {
		out = append(out, l...)
	}
	return out
}

func TestZZPlacedCorrect(t *testing.T) {
	set, _ := Compile(Formats())
	var lits [][]byte
	idx := []*placedIndex{&set.starts, &set.ends, &set.numbered}
	all := make([][]placedLit, 3)
	for k, x := range idx {
		all[k] = allPlaced(x)
		for _, p := range all[k] {
			lits = append(lits, p.lit)
		}
	}
	files := strings.Fields(func() string { b, _ := os.ReadFile("/tmp/dumplist"); return string(b) }())
	var lines [][]byte
	for _, p := range files[:150] {
		data, _ := os.ReadFile(p)
		lines = append(lines, bytes.Split(data, []byte("\n"))...)
	}
	rng := rand.New(rand.NewSource(2))
	for it := 0; it < 200000; it++ {
		var b []byte
		for len(b) < rng.Intn(20) {
			if rng.Intn(3) == 0 {
				l := lits[rng.Intn(len(lits))]
				b = append(b, l[:rng.Intn(len(l)+1)]...)
			} else {
				b = append(b, "=-[ ]EFT.ok"[rng.Intn(11)])
			}
		}
		lines = append(lines, b)
	}
	for _, line := range lines {
		if len(line) == 0 {
			continue
		}
		for block := -1; block < len(set.formats); block += 7 {
			for k, x := range idx {
				var got, want []int32
				if k == 1 {
					got = x.suffixes(nil, line, block)
				} else {
					got = x.prefixes(nil, line, block)
				}
				for _, p := range all[k] {
					ok := bytes.HasPrefix(line, p.lit)
					if k == 1 {
						ok = bytes.HasSuffix(line, p.lit)
					}
					if ok && (p.inBlock < 0 || p.inBlock == block) {
						want = append(want, p.pats...)
					}
				}
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Fatalf("%d %q block %d: got %v want %v", k, line, block, got, want)
				}
			}
		}
	}
	fmt.Println("placed lines checked", len(lines))
}
