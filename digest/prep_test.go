package digest

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
)

// minePrepared mines lines through Prep and Mine, cutting them into batches of the given
// size, each prepared on its own goroutine, and mining each batch in two parts.
func minePrepared(lines [][]byte, batch int, opt Options) Result {
	m := New(opt)
	var batches []*Batch
	var wg sync.WaitGroup
	for start := 0; start < len(lines); start += batch {
		b := &Batch{}
		batches = append(batches, b)
		end := min(start+batch, len(lines))
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := m.Prep()
			for i := start; i < end; i++ {
				p.Line(b, i+1, lines[i])
			}
		}()
	}
	wg.Wait()
	for _, b := range batches {
		half := b.Len() / 2
		m.Mine(b, 0, half)
		m.Mine(b, half, b.Len())
	}
	return m.Result()
}

func mineLines(lines [][]byte, opt Options) Result {
	m := New(opt)
	for i, l := range lines {
		m.Line(i+1, l)
	}
	return m.Result()
}

// TestPrepSame: mining prepared lines gives the same Result as mining line by line.
func TestPrepSame(t *testing.T) {
	inputs := map[string][][]byte{"service": serviceLog(30000)}
	for _, f := range []string{"nginx/error.log", "nginx/access.log", "postgres/postgres.log", "redis/redis.log", "python/worker.log", "slog/slog.log"} {
		data, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		inputs[f] = bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	}
	inputs["edge"] = [][]byte{
		[]byte(""), []byte("   "), []byte("  indented first"),
		[]byte("2024-01-02 10:00:00 ERROR boom\r"), []byte("\x1b[31m2024-01-02 10:00:01 WARN red\x1b[0m"),
		[]byte("Traceback (most recent call last):"), []byte("  File \"x.py\", line 1"), []byte("ValueError: x"),
		[]byte("goroutine 1 [running]:"), []byte("main.main()"), []byte(""),
		[]byte("java.lang.IllegalStateException: pool closed"), []byte("\tat a.b(C.java:1)"), []byte("Caused by: x"),
		[]byte("\t... 3 more"), []byte("DETAIL:  Key (id)=(1) already exists."),
		bytes.Repeat([]byte("word 12 "), 2000),
	}
	dir := os.Getenv("WISPTRIAGE_LOGHUB")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "corpus", "loghub-2k")
	}
	if _, err := os.Stat(dir); err == nil {
		for _, s := range readLoghub(t, dir) {
			inputs["loghub/"+s.name] = s.raw
			inputs["loghub-content/"+s.name] = s.content
		}
	}
	opts := []Options{{}, {MaxTemplates: 20, MaxContinuation: 2}}
	for name, lines := range inputs {
		for _, opt := range opts {
			want := mineLines(lines, opt)
			for _, batch := range []int{1, 7, 1000, len(lines) + 1} {
				got := minePrepared(lines, batch, opt)
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s, batches of %d, %+v: prepared mining differs:\n%s\nline by line:\n%s", name, batch, opt, render(got), render(want))
				}
			}
		}
	}
}
