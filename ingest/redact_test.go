package ingest

import (
	"strings"
	"testing"
)

// fake builds a token of the documented shape: the prefix, then n characters cycled from
// set. None of these is a real credential.
func fake(prefix string, n int, set string) string {
	var b strings.Builder
	b.WriteString(prefix)
	for i := range n {
		b.WriteByte(set[(i*7+3)%len(set)])
	}
	return b.String()
}

const (
	alnum  = "aB3dE6fG9hJ2kL5mN8pQ1rS4tU7vW0xYzC"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	base64 = "aB3dE6fG9hJ2kL5mN8pQ1rS4tU7vW0xY+/zC"
	hexLow = "0123456789abcdef"
)

func redactOne(t *testing.T, line string) (string, int) {
	t.Helper()
	out, n := NewRedactor().Redact(nil, []byte(line))
	return string(out), n
}

func TestRedactShapes(t *testing.T) {
	ghp := fake("ghp_", 36, alnum)
	gho := fake("gho_", 36, alnum)
	ghs := fake("ghs_", 36, alnum)
	pat := fake("github_pat_", 22, alnum) + "_" + fake("", 59, alnum)
	glpat := fake("glpat-", 20, alnum)
	akia := fake("AKIA", 16, upper)
	awsSecret := fake("", 40, base64)
	aiza := fake("AIza", 35, alnum)
	azure := fake("", 86, base64) + "=="
	xoxb := "xoxb-" + fake("", 12, "0123456789") + "-" + fake("", 13, "0123456789") + "-" + fake("", 24, alnum)
	hook := "T" + fake("", 8, upper) + "/B" + fake("", 8, upper) + "/" + fake("", 24, alnum)
	sk := fake("sk-", 48, alnum)
	skProj := fake("sk-proj-", 120, alnum+"_-")
	skAnt := fake("sk-ant-api03-", 93, alnum+"_-") + "AA"
	hf := fake("hf_", 34, alnum)
	gsk := fake("gsk_", 52, alnum)
	npm := fake("npm_", 36, alnum)
	pypi := fake("pypi-AgEIcHlwaS5vcmc", 60, alnum+"_-")
	jwt := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIn0." + fake("", 43, alnum+"_-")

	tests := []struct {
		name, in, want string
		n              int
	}{
		{"github classic", "git clone https://x-access-token:" + ghp + "@github.com/o/r", "git clone https://x-access-token:[REDACTED:github-token#1]@github.com/o/r", 1},
		{"github oauth and app", "tokens " + gho + " and " + ghs, "tokens [REDACTED:github-token#1] and [REDACTED:github-token#2]", 2},
		{"github fine-grained", "using " + pat + " now", "using [REDACTED:github-token#1] now", 1},
		{"gitlab", "PRIVATE-TOKEN: " + glpat, "PRIVATE-TOKEN: [REDACTED:gitlab-token#1]", 1},
		{"aws access key id", "aws_access_key_id = " + akia, "aws_access_key_id = [REDACTED:aws-access-key#1]", 1},
		{"aws secret key", "aws_secret_access_key = " + awsSecret, "aws_secret_access_key = [REDACTED:aws-secret-key#1]", 1},
		{"aws secret env", "AWS_SECRET_ACCESS_KEY=" + awsSecret, "AWS_SECRET_ACCESS_KEY=[REDACTED:aws-secret-key#1]", 1},
		{"gcp api key", "url=https://maps.googleapis.com/x?key=" + aiza, "url=https://maps.googleapis.com/x?key=[REDACTED:gcp-api-key#1]", 1},
		{"gcp key id", `  "private_key_id": "` + fake("", 40, hexLow) + `",`, `  "private_key_id": "[REDACTED:gcp-key-id#1]",`, 1},
		{"azure connection string", "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=" + azure + ";EndpointSuffix=core.windows.net",
			"DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=[REDACTED:azure-key#1];EndpointSuffix=core.windows.net", 1},
		{"slack bot token", "SLACK " + xoxb, "SLACK [REDACTED:slack-token#1]", 1},
		{"slack webhook", "POST https://hooks.slack.com/services/" + hook + " 200", "POST https://hooks.slack.com/services/[REDACTED:slack-webhook#1] 200", 1},
		{"openai", "key " + sk, "key [REDACTED:openai-key#1]", 1},
		{"openai project", "key " + skProj, "key [REDACTED:openai-key#1]", 1},
		{"anthropic", "x-api-key: " + skAnt, "x-api-key: [REDACTED:anthropic-key#1]", 1},
		{"huggingface and groq", hf + " " + gsk, "[REDACTED:huggingface-token#1] [REDACTED:groq-key#1]", 2},
		{"npm", "//registry.npmjs.org/:_authToken=" + npm, "//registry.npmjs.org/:_authToken=[REDACTED:npm-token#1]", 1},
		{"pypi", "password = " + pypi, "password = [REDACTED:pypi-token#1]", 1},
		{"jwt", "cookie session=" + jwt + "; Path=/", "cookie session=[REDACTED:jwt#1]; Path=/", 1},
		{"bearer", "-H 'Authorization: Bearer " + fake("", 32, alnum) + "'", "-H 'Authorization: Bearer [REDACTED:auth-header#1]'", 1},
		{"url password", "dial postgres://admin:s3cr3tP4ss@db.internal:5432/app failed", "dial postgres://admin:[REDACTED:url-password#1]@db.internal:5432/app failed", 1},
		{"url password no user", "redis://:hunter2@cache:6379", "redis://:[REDACTED:url-password#1]@cache:6379", 1},
		{"password=", "login password=hunter2 user=bob", "login password=[REDACTED:secret#1] user=bob", 1},
		{"json password", `{"user":"bob","password":"correct horse"}`, `{"user":"bob","password":"[REDACTED:secret#1]"}`, 1},
		{"yaml secret", "  client_secret: 'abc123xyz'", "  client_secret: '[REDACTED:secret#1]'", 1},
		{"token colon generated", "token: a1b2c3d4e5f6", "token: [REDACTED:secret#1]", 1},
		{"api_key", "api_key=k-123", "api_key=[REDACTED:secret#1]", 1},
		{"flag", "docker login --password hunter2 registry", "docker login --password [REDACTED:secret#1] registry", 1},
		{"env token", "+ export DEPLOY_TOKEN=abc123", "+ export DEPLOY_TOKEN=[REDACTED:secret#1]", 1},
		{"env password quoted", `DB_PASSWORD="p@ss word"`, `DB_PASSWORD="[REDACTED:secret#1]"`, 1},
		{"env yaml", "    NPM_AUTH: xyz789abc", "    NPM_AUTH: [REDACTED:secret#1]", 1},
		{"env key", "STRIPE_KEY=" + fake("", 24, alnum), "STRIPE_KEY=[REDACTED:secret#1]", 1},
		{"env token with known shape", "GITHUB_TOKEN=" + ghp, "GITHUB_TOKEN=[REDACTED:github-token#1]", 1},
		{"same secret twice", "a " + ghp + " b " + ghp, "a [REDACTED:github-token#1] b [REDACTED:github-token#1]", 2},

		{"masked by the CI", "GITHUB_TOKEN=***", "GITHUB_TOKEN=***", 0},
		{"variable reference", "password=${DB_PASSWORD}", "password=${DB_PASSWORD}", 0},
		{"key path", "SSH_KEY=/home/ci/.ssh/id_ed25519", "SSH_KEY=/home/ci/.ssh/id_ed25519", 0},
		{"parser token", "syntax error: unexpected token: ')'", "syntax error: unexpected token: ')'", 0},
		{"prose token word", "unexpected token: identifier", "unexpected token: identifier", 0},
		{"hex digest", "sha256: " + fake("", 64, hexLow), "sha256: " + fake("", 64, hexLow), 0},
		{"url with port", "GET https://example.com:443/path?q=1 200", "GET https://example.com:443/path?q=1 200", 0},
		{"plain build line", "ok  \tgithub.com/x/y\t0.012s", "ok  \tgithub.com/x/y\t0.012s", 0},
		{"short sk word", "task-runner sk-learn", "task-runner sk-learn", 0},
		{"go test pass", "--- PASS: TestParse (0.00s)", "--- PASS: TestParse (0.00s)", 0},
		{"junit pass", "PASS: suite/test_login", "PASS: suite/test_login", 0},
		{"cache key", "CACHE_KEY=linux-go-1.22-abc", "CACHE_KEY=linux-go-1.22-abc", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, n := redactOne(t, tt.in)
			if got != tt.want || n != tt.n {
				t.Errorf("Redact(%q)\n got %q (%d)\nwant %q (%d)", tt.in, got, n, tt.want, tt.n)
			}
		})
	}
}

func TestRedactStablePlaceholders(t *testing.T) {
	a, b := fake("ghp_", 36, alnum), fake("ghp_", 36, upper)
	p := NewRedactor().NewPass()
	var out []string
	for _, l := range []string{"first " + a, "second " + b, "again " + a, "pw password=x1 and " + b} {
		o, _ := p.Redact(nil, []byte(l))
		out = append(out, string(o))
	}
	want := []string{
		"first [REDACTED:github-token#1]",
		"second [REDACTED:github-token#2]",
		"again [REDACTED:github-token#1]",
		"pw password=[REDACTED:secret#1] and [REDACTED:github-token#2]",
	}
	for i := range want {
		if out[i] != want[i] {
			t.Errorf("line %d: got %q, want %q", i+1, out[i], want[i])
		}
	}
}

func pemBody(lines int) []string {
	var body []string
	for i := range lines {
		body = append(body, fake("", 64, base64[i%5:]+base64[:i%5]))
	}
	return append(body, fake("", 24, base64)+"==")
}

func TestRedactPrivateKeyBlock(t *testing.T) {
	const ts = "2026-10-11T09:14:02.1234567Z "
	lines := []string{ts + "writing key", ts + "-----BEGIN RSA PRIVATE KEY-----"}
	for _, l := range pemBody(3) {
		lines = append(lines, ts+l)
	}
	lines = append(lines, ts+"-----END RSA PRIVATE KEY----- done", ts+"next step", ts+"-----BEGIN OPENSSH PRIVATE KEY-----", fake("", 70, base64), "-----END OPENSSH PRIVATE KEY-----")
	p := NewRedactor().NewPass()
	var got []string
	total := 0
	for _, l := range lines {
		o, n := p.Redact(nil, []byte(l))
		got = append(got, string(o))
		total += n
	}
	want := []string{
		ts + "writing key",
		ts + "[REDACTED:private-key#1]",
		ts + "[REDACTED:private-key#1]",
		ts + "[REDACTED:private-key#1]",
		ts + "[REDACTED:private-key#1]",
		ts + "[REDACTED:private-key#1]",
		ts + "[REDACTED:private-key#1] done",
		ts + "next step",
		ts + "[REDACTED:private-key#2]",
		"[REDACTED:private-key#2]",
		"[REDACTED:private-key#2]",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if total != 2 {
		t.Errorf("count = %d, want 2 (a block counts once)", total)
	}
}

func TestRedactPrivateKeyOneLine(t *testing.T) {
	body := strings.Join(pemBody(2), `\n`)
	in := `  "private_key": "-----BEGIN PRIVATE KEY-----\n` + body + `\n-----END PRIVATE KEY-----\n",`
	got, n := redactOne(t, in)
	if want := `  "private_key": "[REDACTED:private-key#1]\n",`; got != want || n != 1 {
		t.Errorf("got %q (%d), want %q", got, n, want)
	}
}

func TestRedactPrivateKeyCutShort(t *testing.T) {
	// A block whose END never comes stops at the first line that is not key material.
	p := NewRedactor().NewPass()
	var got []string
	for _, l := range []string{"-----BEGIN EC PRIVATE KEY-----", fake("", 40, base64), "Error: key truncated", "more"} {
		o, _ := p.Redact(nil, []byte(l))
		got = append(got, string(o))
	}
	want := "[REDACTED:private-key#1]|[REDACTED:private-key#1]|Error: key truncated|more"
	if strings.Join(got, "|") != want {
		t.Errorf("got %q", strings.Join(got, "|"))
	}
}

func TestRedactKeyMaterialWithoutBegin(t *testing.T) {
	line := "    " + pemBody(1)[0]
	got, n := redactOne(t, line)
	if got != "    [REDACTED:key-material#1]" || n != 1 {
		t.Errorf("got %q (%d)", got, n)
	}
}

func TestRedactConcurrentPasses(t *testing.T) {
	// One Redactor serves many passes at once; run with -race.
	r := NewRedactor()
	tok := fake("ghp_", 36, alnum)
	done := make(chan string)
	for range 4 {
		go func() {
			p := r.NewPass()
			var o []byte
			for range 100 {
				o, _ = p.Redact(o[:0], []byte("x "+tok))
			}
			done <- string(o)
		}()
	}
	for range 4 {
		if got := <-done; got != "x [REDACTED:github-token#1]" {
			t.Errorf("got %q", got)
		}
	}
}

// fuzzSecrets are secrets of the known shapes; the fuzzer puts any text around them.
func fuzzSecrets() []string {
	return []string{
		fake("ghp_", 36, alnum),
		fake("github_pat_", 22, alnum) + "_" + fake("", 59, alnum),
		fake("glpat-", 20, alnum),
		fake("AKIA", 16, upper),
		fake("AIza", 35, alnum),
		"xoxb-" + fake("", 12, "0123456789") + "-" + fake("", 24, alnum),
		fake("sk-", 48, alnum),
		fake("sk-ant-api03-", 93, alnum) + "AA",
		fake("npm_", 36, alnum),
		fake("pypi-AgEIcHlwaS5vcmc", 60, alnum),
		"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0." + fake("", 43, alnum),
		fake("hf_", 34, alnum),
	}
}

func FuzzRedact(f *testing.F) {
	f.Add("", "", "", uint8(0))
	f.Add("-----BEGIN RSA PRIVATE KEY-----", "key:", "", uint8(3))
	f.Add("", "password=", "@host", uint8(6))
	f.Add("x", "https://u:", "@h/p", uint8(10))
	f.Add("", "GITHUB_TOKEN=\"", "\"", uint8(1))
	f.Add("", "\xff\xfe", "\x1b[0m", uint8(11))
	r := NewRedactor()
	secrets := fuzzSecrets()
	f.Fuzz(func(t *testing.T, prev, prefix, suffix string, which uint8) {
		secret := secrets[int(which)%len(secrets)]
		p := r.NewPass()
		p.Redact(nil, []byte(prev)) // any state the line before leaves
		line := prefix + " " + secret + " " + suffix
		out, n := p.Redact(nil, []byte(line))
		if strings.Contains(string(out), secret) {
			t.Fatalf("secret kept: %q -> %q", line, out)
		}
		if n < 1 && prev == "" {
			t.Fatalf("no redaction counted for %q", line)
		}
	})
}

func BenchmarkRedact(b *testing.B) {
	lines := [][]byte{
		[]byte("2026-10-11T09:14:02.123Z INFO  server: listening on :8080"),
		[]byte("    --- FAIL: TestParse/empty (0.00s)"),
		[]byte("npm warn deprecated inflight@1.0.6: This module is not supported"),
		[]byte(`{"level":"info","msg":"request done","path":"/api/v1/items","status":200,"ms":12}`),
		[]byte("src/main.c:42:5: error: implicit declaration of function 'foo'"),
		[]byte("Step 4/12 : RUN go build -o /out/app ./cmd/app"),
		[]byte("[INFO] BUILD SUCCESS"),
		[]byte("+ export DEPLOY_TOKEN=" + fake("", 24, alnum)),
		[]byte("remote: https://x-access-token:" + fake("ghp_", 36, alnum) + "@github.com/o/r"),
		[]byte("the key was not found in the cache; token count 12"),
	}
	size := 0
	for _, l := range lines {
		size += len(l)
	}
	p := NewRedactor().NewPass()
	var dst []byte
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			dst, _ = p.Redact(dst[:0], l)
		}
	}
}

// BenchmarkRedactClean measures the fast path: lines with no trigger at all.
func BenchmarkRedactClean(b *testing.B) {
	line := []byte("2026-10-11T09:14:02.123Z INFO  server: listening on :8080, 12 workers ready")
	p := NewRedactor().NewPass()
	var dst []byte
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	for b.Loop() {
		dst, _ = p.Redact(dst[:0], line)
	}
}
