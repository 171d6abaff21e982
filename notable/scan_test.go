package notable

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/wisptriage/wisptriage/digest"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/known"
)

// summarizeLineByLine is the reading Summarize does, done the plain way: every row in
// order to the known reader and to the miner's Line, the prefix deciding who goes on.
func summarizeLineByLine(t *testing.T, set *known.Set, log *ingest.Log) (known.Result, digest.Result, bool) {
	kr := set.NewReader(known.Options{ExitStatus: log.ExitStatus})
	miner := digest.New(digest.Options{})
	readKnown, mine, decided := true, true, false
	n, logLike := 0, 0
	decide := func() {
		decided = true
		res := kr.Result()
		isLog := n > 0 && logLike*2 >= n
		mine = isLog || !hasExactFormat(res)
		readKnown = !isLog || res.Outcome != known.OutcomeUnknown || len(res.RootCauses) > 0 && !res.RootCauses[0].Guess || ranByCI(res)
	}
	err := log.Scan(context.Background(), func(r ingest.Row) error {
		n++
		if readKnown {
			kr.Line(r.N, r.Text)
		}
		if mine {
			miner.Line(r.N, r.Text)
		}
		if !decided {
			if looksLikeLogLine(r.Text) {
				logLike++
			}
			if n == prefixLines {
				decide()
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !decided {
		decide()
	}
	return kr.Result(), miner.Result(), mine
}

// TestScanSame: Summarize, reading frames on several goroutines, finds what reading line
// by line finds, on service logs, build logs and a mix, with frames small enough that
// lines cross them.
func TestScanSame(t *testing.T) {
	var inputs []string
	for _, g := range []string{"../digest/testdata/*/*.log", "../known/testdata/*/*.log", "../shape/testdata/*/*.json"} {
		m, _ := filepath.Glob(g)
		inputs = append(inputs, m...)
	}
	set, err := known.Compile(known.Formats())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// A build log that turns into a service log after the prefix, and the reverse.
	var svc, build []byte
	for _, p := range inputs {
		b, _ := os.ReadFile(p)
		if bytes.Contains([]byte(p), []byte("digest")) {
			svc = append(svc, b...)
		} else {
			build = append(build, b...)
		}
	}
	// Each failure format's samples also after a prefix of plain lines, so that they are
	// read past the prefix, in batches.
	var pad bytes.Buffer
	for i := 0; i < prefixLines+3; i++ {
		fmt.Fprintf(&pad, "compiling module %d\n", i)
	}
	samples, _ := filepath.Glob("../known/testdata/*/*.log")
	for i, p := range samples {
		b, _ := os.ReadFile(p)
		padded := filepath.Join(dir, fmt.Sprintf("padded-%d-%s", i, filepath.Base(p)))
		if err := os.WriteFile(padded, append(append([]byte{}, pad.Bytes()...), b...), 0o644); err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, padded)
	}
	long := bytes.Repeat([]byte("x"), 3000)
	for name, data := range map[string][]byte{
		"build-then-log.log": append(bytes.Repeat(build, 2), svc...), "log-then-build.log": append(append([]byte{}, svc...), build...),
		// Lines longer than a frame, and a last line with no LF.
		"long-lines.log": append(append(append(append([]byte("error: first\n"), long...), "\nmain.c:1:1: error: x\n"...), long...), "\nFAIL"...),
		"one-line.json":  append(append([]byte(`{"a":"`), long...), `"}`...),
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, p)
	}
	for _, frame := range []int{512, 64 << 10} {
		st, err := ingest.Open(filepath.Join(dir, "store", string(rune('a'+frame%26))), ingest.Options{FrameSize: frame, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range inputs {
			f, err := os.Open(p)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := st.Ingest(context.Background(), f, ingest.Meta{Name: p})
			f.Close()
			if err != nil {
				t.Fatal(err)
			}
			log, err := st.OpenLog(rec.ID)
			if err != nil {
				t.Fatal(err)
			}
			s, err := Summarize(context.Background(), log, Options{Known: set})
			if err != nil {
				t.Fatal(err)
			}
			kres, dres, mine := summarizeLineByLine(t, set, log)
			first, err := FirstError(context.Background(), log, set)
			if err != nil {
				t.Fatal(err)
			}
			log.Close()
			if s.Kind != KindLog && s.Kind != KindJSON && s.Kind != KindJSONL {
				want := 0
				if len(kres.RootCauses) > 0 {
					want = kres.RootCauses[0].Span.From
				}
				if first != want {
					t.Errorf("%s (frames of %d): FirstError says L%d, line by line L%d", p, frame, first, want)
				}
			}
			sameWhileStored(t, st, set, p, frame, s)
			if s.Kind == KindJSON || s.Kind == KindJSONL {
				continue // read by shape, not by this scan
			}
			if !reflect.DeepEqual(s.Tally, kres.Tally) || !reflect.DeepEqual(s.Formats, kres.Formats) || s.Outcome != kres.Outcome && !s.OutcomeGuessed ||
				s.Kind != KindLog && !reflect.DeepEqual(s.RootCauses, kres.RootCauses) || !reflect.DeepEqual(s.Warnings, kres.Warnings) {
				t.Errorf("%s (frames of %d): the known reader differs", p, frame)
			}
			if !mine {
				dres = digest.Result{}
			}
			if !reflect.DeepEqual(s.Templates, dres.Templates) || !reflect.DeepEqual(s.Notable, dres.Notable) && s.Kind == KindLog ||
				!reflect.DeepEqual(s.Severity, dres.Severity) || !reflect.DeepEqual(s.Time, dres.Time) || !reflect.DeepEqual(s.Bursts, dres.Bursts) {
				t.Errorf("%s (frames of %d): the miner differs: %d templates, line by line %d", p, frame, len(s.Templates), len(dres.Templates))
			}
		}
	}
}

// sameWhileStored: reading an input while the store keeps it (SummarizeInput) gives the
// summary that reading the stored log gives.
func sameWhileStored(t *testing.T, st *ingest.Store, set *known.Set, path string, frame int, want Summary) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, rec, err := SummarizeInput(context.Background(), st, f, ingest.Meta{Name: path}, Options{Known: set})
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != rec.ID {
		t.Errorf("%s: summary of %s, record %s", path, got.ID, rec.ID)
	}
	got.ID, want.ID = "", ""
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s (frames of %d): read while stored, the summary differs:\n got %+v\nwant %+v", path, frame, got, want)
	}
}

// An input cut short by the context (Ctrl-C) ends SummarizeInput with the context's
// error, not a hang, however far the store and the readers had got.
func TestSummarizeInputCancelled(t *testing.T) {
	st, err := ingest.Open(filepath.Join(t.TempDir(), "store"), ingest.Options{FrameSize: 4096})
	if err != nil {
		t.Fatal(err)
	}
	for _, after := range []int{0, 1, 64, 1000} {
		ctx, cancel := context.WithCancel(context.Background())
		pr, pw := io.Pipe()
		go func() {
			for i := 0; ; i++ {
				if i == after {
					cancel()
				}
				if _, err := fmt.Fprintf(pw, "main.c:%d:1: error: x\n", i); err != nil {
					return
				}
				if i > after+100000 {
					pw.Close()
					return
				}
			}
		}()
		done := make(chan error, 1)
		go func() {
			_, _, err := SummarizeInput(ctx, st, pr, ingest.Meta{}, Options{})
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, context.Canceled) {
				t.Errorf("cancelled after %d lines: got %v", after, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("cancelled after %d lines: SummarizeInput did not return", after)
		}
		pr.CloseWithError(errors.New("test over"))
	}
}
