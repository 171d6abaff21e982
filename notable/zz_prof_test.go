package notable

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/wisptriage/wisptriage/ingest"
)

// TestZZProf: ZZLOG=file ZZSTORE=dir; ingests once, then times Summarize.
func TestZZProf(t *testing.T) {
	p, dir := os.Getenv("ZZLOG"), os.Getenv("ZZSTORE")
	if p == "" {
		t.Skip()
	}
	st, err := ingest.Open(dir, ingest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	id := os.Getenv("ZZID")
	if id == "" {
		f, _ := os.Open(p)
		rec, err := st.Ingest(context.Background(), f, ingest.Meta{})
		if err != nil {
			t.Fatal(err)
		}
		id = rec.ID
		t.Logf("id %s", id)
	}
	log, err := st.OpenLog(id)
	if err != nil {
		t.Fatal(err)
	}
	defer log.Close()
	t0 := time.Now()
	s, err := Summarize(context.Background(), log, Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("summarize %v kind %s templates %d notable %d", time.Since(t0), s.Kind, len(s.Templates), len(s.Notable))
}
