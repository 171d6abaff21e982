package digest

import (
	"strings"
	"testing"

	"github.com/wisptriage/wisptriage/ingest"
)

// TestHeader reads the level and the message of one line of each common format.
func TestHeader(t *testing.T) {
	cases := []struct {
		name, line, msg string
		sev             ingest.Severity
	}{
		{"syslog pri", "<11>Jan  2 15:04:05 host app[12]: disk full", "disk full", ingest.SevError},
		{"syslog", "Jun 14 15:16:01 combo sshd(pam_unix)[19939]: check pass; user unknown", "check pass; user unknown", ingest.SevUnknown},
		{"klog", "E0102 15:04:05.000000   12345 controller.go:123] sync failed", "sync failed", ingest.SevError},
		{"log4j", "2024-01-02 15:04:05,123 WARN [main] com.acme.App - pool low", "pool low", ingest.SevWarning},
		{"logback spring", "2024-01-02T15:04:05.123Z ERROR 1234 --- [main] c.a.App : boom", "boom", ingest.SevError},
		{"python default", "ERROR:root:lost connection", "lost connection", ingest.SevError},
		{"python custom", "2024-01-02 15:04:05,123 - worker - CRITICAL - out of memory", "out of memory", ingest.SevFatal},
		{"go log", "2024/01/02 15:04:05 listening on :8080", "listening on :8080", ingest.SevUnknown},
		{"slog text", `time=2024-01-02T15:04:05.000Z level=WARN msg="slow query" ms=900`, `msg="slow query" ms=900`, ingest.SevWarning},
		{"nginx", `2024/01/02 15:04:05 [crit] 12#12: *3 SSL_do_handshake() failed`, "*3 SSL_do_handshake() failed", ingest.SevFatal},
		{"postgres", "2024-01-02 15:04:05.123 UTC [42] PANIC:  could not write to file", "could not write to file", ingest.SevFatal},
		{"postgres log", "2024-01-02 15:04:05.123 UTC [42] LOG:  checkpoint starting", "checkpoint starting", ingest.SevInfo},
		{"redis", "9296:M 29 Nov 2026 20:31:14.583 # Server initialized", "Server initialized", ingest.SevWarning},
		{"redis notice", "9296:M 29 Nov 2026 20:31:14.584 * Ready to accept connections", "Ready to accept connections", ingest.SevNotice},
		{"android", "03-17 16:13:38.811  1702  2395 E WindowManager: crash", "crash", ingest.SevError},
		{"apache", "[Sun Dec 04 04:47:44 2005] [error] mod_jk child in error state 6", "mod_jk child in error state 6", ingest.SevError},
		{"json", `{"level":"error","msg":"boom"}`, `{"level":"error","msg":"boom"}`, ingest.SevError},
		{"json pino", `{"level":50,"msg":"boom"}`, `{"level":50,"msg":"boom"}`, ingest.SevError},
		{"no header", "PacketResponder 1 for block blk_38865049064139660 terminating", "PacketResponder 1 for block blk_38865049064139660 terminating", ingest.SevUnknown},
		{"address first", "10.251.194.213:50010 Served block blk_-7724 to /10.251.203.80", "10.251.194.213:50010 Served block blk_-7724 to /10.251.203.80", ingest.SevUnknown},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := parseHeader([]byte(c.line))
			if got := c.line[h.msg:]; got != c.msg || h.sev != c.sev {
				t.Errorf("message %q severity %v, want %q %v", got, h.sev, c.msg, c.sev)
			}
		})
	}
}

// TestMask masks the values of a message and keeps its words.
func TestMask(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Received block blk_-123 src: /10.0.0.1:5000 dest: /10.0.0.2:50010 of size 67108864", "Received block <*> src: <*> dest: <*> of size <*>"},
		{"user 3f2a9c1e-1b2c-4d5e-8f90-a1b2c3d4e5f6 logged in from 2001:db8::1 port 22", "user <*> logged in from <*> port <*>"},
		{"GET https://example.com/a?b=1 took 12.5ms", "GET <*> took <*>"},
		{"acquire lock=233570404, flags=0x1, tag=\"View Lock\", ws=null", "acquire lock=<*>, flags=<*>, tag=\"View Lock\", ws=<*>"},
		{"connection from 1.2.3.4 at Sun Jul 17 15:09:06 2005", "connection from <*> at <*>"},
		{"close, 1190 bytes (1.16 KB) sent", "close, <*> sent"},
		{"ssh2 on eth1 with jk2_init() and v2", "ssh2 on eth1 with jk2_init() and v2"},
		{"Creating event network-vif-plugged:3b3d7a2c-aaaa-bbbb-cccc-1234567890ab", "Creating event network-vif-plugged:<*>"},
	}
	var tk tokens
	for _, c := range cases {
		tk.mask([]byte(c.in), 128)
		if got := string(tk.text()); got != c.want {
			t.Errorf("mask(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestMiner checks the promises of the issue on small inputs.
func TestMiner(t *testing.T) {
	lines := []string{
		"2024-01-02 10:00:00 INFO [instance: 1] VM Started (Lifecycle Event)",
		"2024-01-02 10:00:01 INFO [instance: 2] VM Paused (Lifecycle Event)",
		"2024-01-02 10:00:02 INFO [instance: 3] VM Started (Lifecycle Event)",
		"2024-01-02 10:00:03 ERROR [instance: 4] VM Started (Lifecycle Event)",
		"2024-01-02 10:00:04 ERROR request failed",
		"java.lang.IllegalStateException: pool closed",
		"\tat com.acme.Pool.get(Pool.java:88)",
		"Caused by: java.io.IOException: reset",
		"\t... 3 more",
		"",
		"2024-01-02 10:00:05 INFO user alice logged in",
		"2024-01-02 10:00:06 INFO user bob logged in",
		"2024-01-02 10:00:07 INFO user carol logged in",
		"2024-01-02 10:00:08 INFO user dave logged in",
	}
	m := New(Options{})
	for i, l := range lines {
		m.Line(i+1, []byte(l))
	}
	r := m.Result()
	byText := map[string]Template{}
	total := r.Blank + r.Unmined
	for _, tp := range r.Templates {
		byText[tp.Severity.String()+" "+tp.Template] = tp
		total += tp.Lines
	}
	if total != len(lines) {
		t.Errorf("%d lines accounted for, %d given", total, len(lines))
	}
	for _, want := range []string{
		"info [instance: <*>] VM Started (Lifecycle Event)",
		"info [instance: <*>] VM Paused (Lifecycle Event)",
		"error [instance: <*>] VM Started (Lifecycle Event)",
		"info user <*> logged in",
	} {
		if _, ok := byText[want]; !ok {
			t.Errorf("no template %q in %v", want, keys(byText))
		}
	}
	tr := byText["error request failed"]
	if !tr.Trace || tr.Lines != 6 || tr.Examples[0] != (ingest.Span{From: 5, To: 9}) {
		t.Errorf("the stack trace is not kept with its line: %+v", tr)
	}
	if len(r.Notable) == 0 || r.Notable[0].Severity != ingest.SevError {
		t.Errorf("notable does not lead with the errors: %+v", r.Notable)
	}
	if r.Time == nil || r.Time.First != "2024-01-02 10:00:00" || r.Time.LastLine != 14 {
		t.Errorf("time span %+v", r.Time)
	}
	mt := m.Matcher()
	for i, l := range lines {
		got := mt.Line(i+1, []byte(l))
		if i == 6 && got.Template != "request failed" {
			t.Errorf("line 7 (a stack frame) has template %q, want its record's", got.Template)
		}
	}
}

func keys(m map[string]Template) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestCap keeps memory bounded: past MaxTemplates lines are counted, not mined.
func TestCap(t *testing.T) {
	m := New(Options{MaxTemplates: 5})
	n := 0
	for k := 1; k <= 20; k++ {
		n++
		m.Line(n, []byte(strings.Repeat("Word ", k)))
	}
	r := m.Result()
	if !r.Capped || r.Unmined == 0 {
		t.Errorf("capped %v unmined %d", r.Capped, r.Unmined)
	}
	total := r.Unmined + r.Blank
	for _, tp := range r.Templates {
		total += tp.Lines
	}
	if total != n {
		t.Errorf("%d lines accounted for, %d given", total, n)
	}
}

// TestBurst names a template whose lines crowd into a short range.
func TestBurst(t *testing.T) {
	m := New(Options{})
	n := 0
	for i := 0; i < 2000; i++ {
		n++
		m.Line(n, []byte("INFO heartbeat ok"))
		if i >= 200 && i < 230 {
			n++
			m.Line(n, []byte("ERROR disk /dev/sda1 write failed"))
		}
	}
	r := m.Result()
	if len(r.Bursts) != 1 || r.Bursts[0].Count != 30 {
		t.Fatalf("bursts %+v", r.Bursts)
	}
}
