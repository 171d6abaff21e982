package digest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// Temporary differential test against the reference masker and header parser.

func refInputs(t testing.TB) [][]byte {
	var in [][]byte
	in = append(in, serviceLog(20000)...)
	for _, f := range []string{"nginx/error.log", "nginx/access.log", "postgres/postgres.log", "redis/redis.log", "python/worker.log", "slog/slog.log"} {
		data, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		in = append(in, bytes.Split(data, []byte("\n"))...)
	}
	dir := filepath.Join("..", "..", "shared", "corpus", "loghub-2k")
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		data, err := os.ReadFile(filepath.Join(dir, e.Name(), e.Name()+"_2k.log"))
		if err == nil {
			in = append(in, bytes.Split(data, []byte("\n"))...)
		}
		data, err = os.ReadFile(filepath.Join(dir, e.Name(), e.Name()+"_2k.log_structured_corrected.csv"))
		if err == nil {
			in = append(in, bytes.Split(data, []byte("\n"))...)
		}
	}
	for _, p := range []string{"../../main/.bench/service-2m.log", "../.bench/service-2m.log"} {
		if data, err := os.ReadFile(p); err == nil {
			in = append(in, bytes.Split(data, []byte("\n"))...)
			break
		}
	}
	for _, n := range []int{30, 31, 32, 33, 64, 65, 100} {
		var b []byte
		for k := 0; k < n; k++ {
			b = fmt.Appendf(b, "k%d=v%d,", k, k)
		}
		in = append(in, b, append(append([]byte(nil), b...), "u=http://x/y"...), append([]byte("Jan 3 "), b...))
		in = append(in, bytes.Repeat([]byte("(a"), n), bytes.Repeat([]byte("()"), n), bytes.Repeat([]byte("1,"), n))
	}
	r := rand.New(rand.NewPCG(3, 4))
	alpha := []byte("aZk09 :/.-_=,;()[]{}<>\"'`|~\\@#*+tTrueNnullFfalseKBmsJanMon\t!?")
	pieces := []string{"://", "<*>", "true", "null", "Jan", "Mon", "KB", "ms", "bytes", "(", ")", "0x1f", "12", "abc", "http://a.b/c", " ", "  ", "<", ">", "~", "req-38101a0b", "/var/x", "C:\\x", ":", ".", "label:12", "a-b:/x"}
	for n := 0; n < 200000; n++ {
		var b []byte
		l := r.IntN(24)
		for k := 0; k < l; k++ {
			if r.IntN(3) == 0 {
				b = append(b, pieces[r.IntN(len(pieces))]...)
			} else {
				b = append(b, alpha[r.IntN(len(alpha))])
			}
		}
		in = append(in, b)
	}
	hp := []string{"2024-01-02", "10:00:00,123", "2024-01-02T10:00:00.000Z", "[", "]", "[a b]", "[12]", "[10.30 16:49:06]", "ERROR", "INFO", "info:", "WARN,", "<ERROR>", "E0102", "15:04:05.000000",
		"|", "a|b|", "2024-01-02|", "-", ":", "Jan", "Mon", "12", "081109", "203615", "host", "app[12]:", "level=warn", "time=x", "ts=\"1\"", "<13>", "<13>1", "{", "DETAIL:", "ERROR:root:x",
		"1234:M", "*", "#", "I", "D", "dn228", "R02-M1-N0", "UTC", "+0800", "x.go:12]", "comp:", "ERROR:  x", "LOG:", "nova.compute", "[req-1 a]", "[instance: 7]", "  ", "\t", "ABC"}
	for n := 0; n < 100000; n++ {
		var b []byte
		l := r.IntN(10)
		for k := 0; k < l; k++ {
			b = append(b, hp[r.IntN(len(hp))]...)
			if r.IntN(4) != 0 {
				b = append(b, ' ')
			}
		}
		in = append(in, b)
	}
	return in
}

func checkMaskSame(t testing.TB, msg []byte, maxWords int) {
	var a, b tokens
	a.mask(msg, maxWords)
	b.maskRef(msg, maxWords)
	if !bytes.Equal(a.buf, b.buf) || len(a.ends) != len(b.ends) {
		t.Fatalf("mask(%q, %d):\n got %q %v\nwant %q %v", msg, maxWords, a.buf, a.ends, b.buf, b.ends)
	}
	for i := range a.ends {
		if a.ends[i] != b.ends[i] {
			t.Fatalf("mask(%q, %d): ends %v, want %v", msg, maxWords, a.ends, b.ends)
		}
	}
}

func TestMaskSameAsRef(t *testing.T) {
	var a, b tokens
	for _, l := range refInputs(t) {
		h := parseHeader(l)
		for _, msg := range [][]byte{l, l[h.msg:]} {
			for _, mw := range []int{128, 3, 0} {
				a.mask(msg, mw)
				b.maskRef(msg, mw)
				if !bytes.Equal(a.buf, b.buf) || len(a.ends) != len(b.ends) {
					t.Fatalf("mask(%q, %d):\n got %q %v\nwant %q %v", msg, mw, a.buf, a.ends, b.buf, b.ends)
				}
				for i := range a.ends {
					if a.ends[i] != b.ends[i] {
						t.Fatalf("mask(%q, %d): ends %v, want %v", msg, mw, a.ends, b.ends)
					}
				}
			}
		}
	}
}

func FuzzMaskRef(f *testing.F) {
	for _, s := range []string{"a b", "x=1 http://a/b", "Jan 12 3 KB (4 KB)", "url=\"http://x\"", "<1 ~5 >9"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		checkMaskSame(t, b, 128)
		checkMaskSame(t, b, 4)
	})
}

func TestHeaderSameAsRef(t *testing.T) {
	for _, l := range refInputs(t) {
		for _, b := range [][]byte{l, bytes.TrimLeft(l, " \t")} {
			if got, want := parseHeader(b), parseHeaderRef(b); got != want {
				t.Fatalf("parseHeader(%q) = %+v, want %+v", b, got, want)
			}
		}
	}
}

func FuzzHeaderRef(f *testing.F) {
	for _, s := range []string{"2024-01-02 10:00:00 ERROR x", "<13>Jan  2 10:00:00 host app[12]: m", "[10.30 16:49:06] [a] x", "E0102 15:04:05.000000 1 f.go:1] m"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := parseHeader(b), parseHeaderRef(b); got != want {
			t.Fatalf("parseHeader(%q) = %+v, want %+v", b, got, want)
		}
	})
}
