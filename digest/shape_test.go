package digest

import (
	"bytes"
	"fmt"
	"math"
	"reflect"
	"testing"
)

// TestShapeCacheSame: lines that share a shape but not their outcome (a digit's value read
// as a priority, a level, a status or kept in a word) are prepared as without the cache.
func TestShapeCacheSame(t *testing.T) {
	pairs := [][2]string{
		{"<13>Jan  2 15:04:05 host app[12]: started", "<11>Jan  2 15:04:05 host app[13]: started"},
		{"<6>1 2024-01-02T15:04:05Z host app 1 - - up", "<3>1 2024-01-02T15:04:05Z host app 1 - - up"},
		{"<13>{\"level\":\"info\",\"msg\":\"x 1\"}", "<10>{\"level\":\"info\",\"msg\":\"x 1\"}"},
		{"2024-01-02 15:04:05 [debug1] cache 12 hits", "2024-01-02 15:04:05 [debug7] cache 12 hits"},
		{"2024-01-02 15:04:05 level=DEBUG2 cache 12 hits", "2024-01-02 15:04:05 level=DEBUG9 cache 12 hits"},
		{"time=2024-01-02T15:04:05Z <debug3> cache 12 hits", "time=2024-01-02T15:04:05Z <debug0> cache 12 hits"},
		{"2024-01-02|debug4|42|sync done", "2024-01-02|debug8|42|sync done"},
		{`{"level":30,"time":1704207845000,"msg":"request 12 done"}`, `{"level":50,"time":1704207845000,"msg":"request 12 done"}`},
		{`{"level":"debug1","msg":"request 12 done"}`, `{"level":"debug6","msg":"request 12 done"}`},
		{`{"severity":"7","msg":"request 12 done"}`, `{"severity":"3","msg":"request 12 done"}`},
		{`"GET /api/v1/users/12 HTTP/1.1" 200 512 "-" "curl/8.5.0"`, `"GET /api/v1/users/12 HTTP/1.1" 503 512 "-" "curl/8.5.0"`},
		{`"GET /api/v1/users/12 HTTP/1.1" 404 512 "-" "curl/8.5.0"`, `"GET /api/v1/users/12 HTTP/1.1" 301 512 "-" "curl/8.5.0"`},
		{`10.0.0.1 - - [02/Jan/2024:15:04:05 +0000] "GET /a HTTP/1.1" 200 12`, `10.0.0.1 - - [02/Jan/2024:15:04:05 +0000] "GET /a HTTP/1.1" 500 12`},
		{"2024-01-02 15:04:05 INFO link eth1 up", "2024-01-02 15:04:05 INFO link eth2 up"},
		{"2024-01-02 15:04:05 INFO warehouse lon1 ready v2", "2024-01-02 15:04:05 INFO warehouse lon7 ready v3"},
		{"I0102 15:04:05.000000 12 main.go:10] serving", "I1231 23:59:59.999999 98 main.go:10] serving"},
		{"2024-01-02 15:04:05 ERROR order 12 failed", "2025-12-31 23:59:59 ERROR order 98 failed"},
		{"  at x.y(Z.java:12)", "  at x.y(Z.java:98)"},
		{"", "   "},
	}
	var lines [][]byte
	for r := 0; r < 3; r++ {
		for k := range 40 {
			lines = append(lines, fmt.Appendf(nil, "2024-01-02 15:04:%02d INFO filler %d", k%60, k))
		}
		for _, p := range pairs {
			lines = append(lines, []byte(p[0]), []byte(p[1]), []byte(p[0]))
		}
	}
	m := New(Options{})
	cached, plain := m.Prep(), m.Prep()
	plain.cache.lines = math.MinInt / 2 // never makes its slots
	var got, want Batch
	for i, l := range lines {
		cached.Line(&got, i+1, l)
		plain.Line(&want, i+1, l)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("line %d %q: with the cache %+v, without %+v", i+1, l, got.lines[i], want.lines[i])
		}
	}
	if cached.cache.hits == 0 {
		t.Fatal("the cache was not used")
	}
}

// FuzzShapeCache: each line, then the line with its digits changed (same shape), are
// prepared with the cache as without it.
func FuzzShapeCache(f *testing.F) {
	f.Add([]byte("<13>Jan  2 15:04:05 host app[12]: eth1 up level=debug1"), byte(3))
	f.Add([]byte(`{"level":30,"msg":"x 12"}`+"\n"+`"GET /a HTTP/1.1" 200 12`), byte(5))
	f.Add([]byte("2024-01-02 15:04:05 [debug1] v2 lon1 12ms\n  at x(Y.java:12)"), byte(9))
	f.Fuzz(func(t *testing.T, data []byte, rot byte) {
		m := New(Options{MaxWords: 16})
		cached, plain := m.Prep(), m.Prep()
		cached.cache.lines = shapeWarmup // make the slots at once
		plain.cache.lines = math.MinInt / 2
		var got, want Batch
		n := 0
		for _, l := range bytes.Split(data, []byte("\n")) {
			v := bytes.Clone(l)
			for i, c := range v {
				if isDigit(c) {
					v[i] = '0' + (c-'0'+rot+byte(i))%10
				}
			}
			for _, x := range [][]byte{l, v, l} {
				n++
				cached.Line(&got, n, x)
				plain.Line(&want, n, x)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("line %q: with the cache %+v, without %+v", x, got.lines[n-1], want.lines[n-1])
				}
			}
		}
	})
}
