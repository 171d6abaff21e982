package digest

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// TestZZRef writes (ZZREF=write) or checks (ZZREF=check) header and mask outputs of many lines.
func TestZZRef(t *testing.T) {
	mode := os.Getenv("ZZREF")
	if mode == "" {
		t.Skip()
	}
	var files []string
	filepath.Walk("../../shared/corpus", func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	filepath.Walk("testdata", func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	files = append(files, "/tmp/svc16m.log", "/work/main/.bench/build-2m.log", "/work/main/.bench/service-2m.log")
	var out bytes.Buffer
	var tk tokens
	emit := func(l []byte) {
		h := parseHeader(l)
		fmt.Fprintf(&out, "%d %d %v %v %v|", h.msg, h.sev, h.ts, h.stamp, h.marker)
		msg := l[h.msg:]
		if len(msg) > maxMessageBytes {
			msg = msg[:maxMessageBytes]
		}
		for _, mw := range []int{128, 5} {
			tk.mask(msg, mw)
			out.Write(tk.buf)
			fmt.Fprint(&out, tk.ends, "|", messageSeverity(&tk), accessSeverity(msg), isExceptionLine(l), isTraceLine(l), "\n")
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<22)
		for sc.Scan() {
			emit(sc.Bytes())
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	alpha := []byte("aZ09fx:/.-_=()[]{}<>,;\"'`|~\\@#*+ \t?!Jan Feb 12 KB ms INFO ERROR true null :// T")
	for i := 0; i < 300000; i++ {
		n := r.IntN(60)
		l := make([]byte, n)
		for k := range l {
			l[k] = alpha[r.IntN(len(alpha))]
		}
		emit(l)
	}
	path := "/tmp/zzref.txt"
	if mode == "write" {
		os.WriteFile(path, out.Bytes(), 0o644)
		t.Logf("%d bytes", out.Len())
		return
	}
	want, _ := os.ReadFile(path)
	if !bytes.Equal(want, out.Bytes()) {
		os.WriteFile("/tmp/zzgot.txt", out.Bytes(), 0o644)
		t.Fatalf("differs: diff /tmp/zzref.txt /tmp/zzgot.txt")
	}
}
