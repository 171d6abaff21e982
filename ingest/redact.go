package ingest

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
)

// Redactor finds secrets in log lines: tokens and keys of the common services, JWTs,
// private key blocks, passwords in URLs, and the values of assignments whose names look
// secret. It is immutable after NewRedactor and safe for concurrent use; the state of one
// stream of lines (the placeholders handed out, an open private key block) lives in a
// [RedactPass].
type Redactor struct {
	rules []redactRule
	// Every rule's trigger literals, each once. One in lower case is looked for in the
	// line folded to lower case; one with an upper-case letter, in the line as it is.
	triggers [][]byte
	exact    []bool
	// pairs maps the first two bytes of a trigger (lower case) to 1 + its index in
	// cands, the triggers that start so: one look-up per byte of a line finds them all.
	pairs [1 << 16]uint16
	cands [][]int
}

// redactRule is one kind of secret. The secret is the first of the submatches from group
// on that took part in the match (0: the whole match); the text around it is kept.
type redactRule struct {
	kind     string
	re       *regexp.Regexp
	group    int
	triggers []int // indexes into Redactor.triggers; the line must hold one of them
	valid    func(match [][]byte, secret []byte) bool
	gate     gate
}

// gate is a cheap test that must pass, besides a trigger, before a rule's expression runs.
type gate int

const (
	gateNone   gate = iota
	gateAssign      // a trigger, at most 4 more letters and a quote, then ':' or '='
	gateAt          // an '@' in the line
)

// maxPlaceholders bounds the memory of one pass: past it, new secrets still go, but
// share an unnumbered placeholder.
const maxPlaceholders = 1 << 16

// NewRedactor compiles the rules once.
func NewRedactor() *Redactor {
	r := &Redactor{}
	add := func(kind, expr string, group int, valid func([][]byte, []byte) bool, triggers ...string) {
		rule := redactRule{kind: kind, re: regexp.MustCompile(expr), group: group, valid: valid}
		for _, t := range triggers {
			rule.triggers = append(rule.triggers, r.trigger(t))
		}
		r.rules = append(r.rules, rule)
	}
	gated := func(g gate) { r.rules[len(r.rules)-1].gate = g }
	// Services first, by their documented prefixes: a later, looser rule then sees a
	// placeholder where the token was, not a piece of it.
	add("github-token", `\bgh[pousr]_[A-Za-z0-9]{36,255}\b`, 0, nil, "ghp_", "gho_", "ghu_", "ghs_", "ghr_")
	add("github-token", `\bgithub_pat_[A-Za-z0-9_]{22,255}`, 0, nil, "github_pat_")
	add("gitlab-token", `\bgl(?:pat|dt|rt|ptt|soat|cbt|ft|imt|agent)-[A-Za-z0-9_\-]{20,}`, 0, nil,
		"glpat-", "gldt-", "glrt-", "glptt-", "glsoat-", "glcbt-", "glft-", "glimt-", "glagent-")
	add("aws-access-key", `\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}\b`, 0, nil, "AKIA", "ASIA", "ABIA", "ACCA", "A3T")
	add("aws-secret-key", `(?i)(aws_?secret_?(?:access_?)?key|secret_?access_?key)["']?\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})\b`, 2, nil, "key")
	gated(gateAssign)
	add("gcp-api-key", `\bAIza[0-9A-Za-z_\-]{35}`, 0, nil, "AIza")
	add("gcp-key-id", `("private_key_id"\s*:\s*")([0-9a-f]{40})"`, 2, nil, "private_key_id")
	add("azure-key", `(?i)((?:AccountKey|SharedAccessKey|SharedSecretValue)\s*=\s*)([A-Za-z0-9+/]{20,}=*)`, 2, nil,
		"accountkey", "sharedaccesskey", "sharedsecretvalue")
	add("azure-sas", `([?&]sig=)([A-Za-z0-9%+/]{20,}(?:%3D|=)*)`, 2, nil, "sig=")
	add("slack-token", `\bxox[abposr]-[A-Za-z0-9\-]{10,}`, 0, nil, "xox")
	add("slack-token", `\bxapp-\d-[A-Za-z0-9\-]{10,}`, 0, nil, "xapp-")
	add("slack-webhook", `(hooks\.slack\.com/(?:services|workflows|triggers)/)([A-Za-z0-9/_\-]{8,})`, 2, nil, "hooks.slack.com")
	add("anthropic-key", `\bsk-ant-[A-Za-z0-9_\-]{20,}`, 0, nil, "sk-ant-")
	add("openrouter-key", `\bsk-or-v1-[0-9a-f]{32,}`, 0, nil, "sk-or-")
	add("openai-key", `\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{20,}`, 0, hasDigit, "sk-")
	add("huggingface-token", `\bhf_[A-Za-z0-9]{30,}`, 0, nil, "hf_")
	add("groq-key", `\bgsk_[A-Za-z0-9]{40,}`, 0, nil, "gsk_")
	add("replicate-token", `\br8_[A-Za-z0-9]{30,}`, 0, nil, "r8_")
	add("xai-key", `\bxai-[A-Za-z0-9]{40,}`, 0, nil, "xai-")
	add("perplexity-key", `\bpplx-[A-Za-z0-9]{40,}`, 0, nil, "pplx-")
	add("stripe-key", `\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,}`, 0, nil, "sk_live_", "sk_test_", "rk_live_", "rk_test_")
	add("npm-token", `\bnpm_[A-Za-z0-9]{36}\b`, 0, nil, "npm_")
	add("npm-token", `(?i)(_authToken\s*=\s*)(\S+)`, 2, notPlaceholder, "_authtoken")
	add("pypi-token", `\bpypi-[A-Za-z0-9_\-]{50,}`, 0, nil, "pypi-")
	add("jwt", `\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*`, 0, nil, "eyJ")
	// Generic shapes: headers, URLs, flags and assignments.
	add("auth-header", `(?i)(\bbearer\s+)([A-Za-z0-9\-._~+/]{16,}=*)`, 2, notPlaceholder, "bearer")
	add("auth-header", `(?i)(\bauthorization\s*["']?\s*[:=]\s*["']?(?:basic|token|bot)\s+)([A-Za-z0-9\-._~+/]{8,}=*)`, 2, notPlaceholder, "authorization")
	add("url-password", `([A-Za-z][A-Za-z0-9+.\-]*://[^\s:/@"'<>\[\]]*:)([^\s/@"'<>]+)@`, 2, notPlaceholder, "://")
	gated(gateAt)
	add("secret", `(?i)(--(?:password|passwd|token|api-key|apikey|secret|client-secret|access-token|auth-token)\s+)(?:"([^"\n]+)"|'([^'\n]+)'|([^\s"'\-]\S*))`, 2, notPlaceholder,
		"--pass", "--token", "--api", "--secret", "--client-secret", "--access-token", "--auth-token")
	add("secret", `(?i)(\b(?:password|passwd|pwd|secret|client_secret|secret_key|private_key|api_key|apikey|api-key|x-api-key|access_key|token|access_token|refresh_token|auth_token|id_token|session_token)["']?\s*([:=])\s*)(?:"([^"\n]*)"|'([^'\n]*)'|([^\s"',;&<>)\]}]+))`, 3, validAssignment,
		"passw", "pwd", "secret", "_key", "apikey", "api-key", "token")
	gated(gateAssign)
	// An environment variable whose name looks secret (FOO_TOKEN=..., DB_PASSWORD: ...).
	add("secret", `\b((?:[A-Z0-9]+_)*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASS|PWD|KEY|APIKEY|CREDENTIALS?|AUTH)\s*([:=])\s*)(?:"([^"\n]*)"|'([^'\n]*)'|([^\s"'`+"`"+`]+))`, 3, validEnv,
		"TOKEN", "SECRET", "PASS", "PWD", "KEY", "CREDENTIAL", "AUTH")
	gated(gateAssign)
	for i, t := range r.triggers {
		k := pairKey(toLower(t[0]), toLower(t[1]))
		if r.pairs[k] == 0 {
			r.cands = append(r.cands, nil)
			r.pairs[k] = uint16(len(r.cands))
		}
		r.cands[r.pairs[k]-1] = append(r.cands[r.pairs[k]-1], i)
	}
	return r
}

// trigger returns the index of a trigger literal, adding it once.
func (r *Redactor) trigger(t string) int {
	for i, s := range r.triggers {
		if string(s) == t {
			return i
		}
	}
	r.triggers = append(r.triggers, []byte(t))
	r.exact = append(r.exact, strings.ToLower(t) != t)
	return len(r.triggers) - 1
}

// NewPass starts the redaction of one stream of lines. Placeholders are numbered per kind
// in the order secrets first appear, so the same secret reads the same all through the
// pass ([REDACTED:github-token#1]). A pass is not safe for concurrent use: it follows a
// private key block from line to line, so it must see lines in order.
func (r *Redactor) NewPass() *RedactPass {
	return &RedactPass{r: r, ids: map[string]map[string]int{}, hits: make([]bool, len(r.triggers))}
}

// Redact is a one-line pass: placeholders are numbered within the line only.
func (r *Redactor) Redact(dst, line []byte) ([]byte, int) {
	return r.NewPass().Redact(dst, line)
}

// RedactPass is the state of one redaction pass. Make one with [Redactor.NewPass].
type RedactPass struct {
	r     *Redactor
	ids   map[string]map[string]int // kind -> secret -> number
	total int
	// An open private key block: its placeholder, and the column its BEGIN stood at, so
	// a log prefix (a timestamp) before each of its lines is kept.
	inKey  bool
	keyCol int
	keyPH  string
	blocks int
	lower  []byte
	hits   []bool
	bufs   [2][]byte
	flip   int
}

// Redact appends to dst the line with every secret found replaced by its placeholder,
// and returns how many secrets it replaced (a private key block counts once). dst must
// not overlap line.
func (p *RedactPass) Redact(dst, line []byte) ([]byte, int) {
	cur, n := p.privateKey(line)
	p.lower = appendLower(p.lower[:0], cur)
	if p.findTriggers(cur) { // the fast path: most lines hold no trigger at all
		for i := range p.r.rules {
			rule := &p.r.rules[i]
			for _, t := range rule.triggers {
				if p.hits[t] && p.passes(rule, cur) {
					var k int
					cur, k = p.apply(rule, cur)
					n += k
					break
				}
			}
		}
	}
	cur, k := p.keyMaterial(cur)
	return append(dst, cur...), n + k
}

// findTriggers marks in p.hits the triggers the line holds, and reports whether any.
func (p *RedactPass) findTriggers(cur []byte) bool {
	clear(p.hits)
	hit := false
	lower := p.lower
	for j := 0; j+1 < len(lower); j++ {
		c := p.r.pairs[pairKey(lower[j], lower[j+1])]
		if c == 0 {
			continue
		}
		for _, ti := range p.r.cands[c-1] {
			src := lower
			if p.r.exact[ti] {
				src = cur
			}
			if !p.hits[ti] && bytes.HasPrefix(src[j:], p.r.triggers[ti]) {
				p.hits[ti] = true
				hit = true
			}
		}
	}
	return hit
}

// passes runs a rule's gate.
func (p *RedactPass) passes(rule *redactRule, cur []byte) bool {
	switch rule.gate {
	case gateAt:
		return bytes.IndexByte(cur, '@') >= 0
	case gateAssign:
		for _, ti := range rule.triggers {
			if !p.hits[ti] {
				continue
			}
			src, t := p.lower, p.r.triggers[ti]
			if p.r.exact[ti] {
				src = cur
			}
			for from := 0; ; {
				i := bytes.Index(src[from:], t)
				if i < 0 {
					break
				}
				if assignFollows(src, from+i+len(t)) {
					return true
				}
				from += i + 1
			}
		}
		return false
	}
	return true
}

// assignFollows reports an assignment after a name's trigger ending at j: up to 4 more
// letters (PASS of PASSWORD), a closing quote, blanks, then ':' or '='.
func assignFollows(b []byte, j int) bool {
	for k := 0; k < 4 && j < len(b) && (b[j] >= 'a' && b[j] <= 'z' || b[j] >= 'A' && b[j] <= 'Z'); k++ {
		j++
	}
	if j < len(b) && (b[j] == '"' || b[j] == '\'') {
		j++
	}
	for j < len(b) && (b[j] == ' ' || b[j] == '\t') {
		j++
	}
	return j < len(b) && (b[j] == ':' || b[j] == '=')
}

func pairKey(a, b byte) uint16 { return uint16(a)<<8 | uint16(b) }

func toLower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// apply replaces every match of one rule in cur, writing into the pass's other buffer.
func (p *RedactPass) apply(rule *redactRule, cur []byte) ([]byte, int) {
	ms := rule.re.FindAllSubmatchIndex(cur, -1)
	if ms == nil {
		return cur, 0
	}
	p.flip ^= 1
	out := p.bufs[p.flip][:0]
	last, n := 0, 0
	for _, m := range ms {
		g := rule.group
		for g < len(m)/2 && m[2*g] < 0 {
			g++
		}
		if g >= len(m)/2 {
			continue
		}
		s, e := m[2*g], m[2*g+1]
		secret := cur[s:e]
		if len(secret) == 0 {
			continue
		}
		if rule.valid != nil {
			groups := make([][]byte, len(m)/2)
			for i := range groups {
				if m[2*i] >= 0 {
					groups[i] = cur[m[2*i]:m[2*i+1]]
				}
			}
			if !rule.valid(groups, secret) {
				continue
			}
		}
		out = append(out, cur[last:s]...)
		out = p.appendPlaceholder(out, rule.kind, secret)
		last = e
		n++
	}
	out = append(out, cur[last:]...)
	p.bufs[p.flip] = out
	return out, n
}

// appendPlaceholder appends the secret's placeholder, giving it the next number of its
// kind when it is new.
func (p *RedactPass) appendPlaceholder(dst []byte, kind string, secret []byte) []byte {
	m := p.ids[kind]
	if m == nil {
		m = map[string]int{}
		p.ids[kind] = m
	}
	id, ok := m[string(secret)]
	if !ok && p.total < maxPlaceholders {
		id = len(m) + 1
		m[string(secret)] = id
		p.total++
	}
	dst = append(dst, "[REDACTED:"...)
	dst = append(dst, kind...)
	if id > 0 {
		dst = append(dst, '#')
		dst = strconv.AppendInt(dst, int64(id), 10)
	}
	return append(dst, ']')
}

var (
	pemBegin = []byte("-----BEGIN ")
	pemEnd   = []byte("-----END ")
	pemDash  = []byte("-----")
	pemKey   = []byte("PRIVATE KEY")
)

// pemMarker finds a BEGIN or END line of a private key at or after from: the start of
// the marker and the end of its closing dashes.
func pemMarker(line, marker []byte, from int) (int, int, bool) {
	for from < len(line) {
		i := bytes.Index(line[from:], marker)
		if i < 0 {
			return 0, 0, false
		}
		s := from + i
		j := bytes.Index(line[s+len(marker):], pemDash)
		if j < 0 {
			return 0, 0, false
		}
		label := line[s+len(marker) : s+len(marker)+j]
		e := s + len(marker) + j + len(pemDash)
		if bytes.Contains(label, pemKey) {
			return s, e, true
		}
		from = e
	}
	return 0, 0, false
}

// privateKey follows private key blocks, which span lines: from a BEGIN … PRIVATE KEY
// line, every line of key material up to the END line is replaced.
func (p *RedactPass) privateKey(line []byte) ([]byte, int) {
	cur, n := line, 0
	if p.inKey {
		keep := 0
		if p.keyCol <= len(cur) && !isKeyText(cur[:p.keyCol]) {
			keep = p.keyCol // a prefix each line carries, such as a timestamp
		}
		if s, e, ok := pemMarker(cur, pemEnd, 0); ok {
			keep = min(keep, s)
			p.inKey = false
			cur = p.splice(cur, keep, e, p.keyPH)
		} else if body := bytes.TrimSpace(cur[keep:]); len(body) == 0 {
			return cur, 0
		} else if isKeyText(body) || isArmorHeader(body) {
			return p.splice(cur, keep, len(cur), p.keyPH), 0
		} else {
			p.inKey = false // the block was cut short; read the line as any other
		}
	}
	for from := 0; ; {
		s, e, ok := pemMarker(cur, pemBegin, from)
		if !ok {
			return cur, n
		}
		n++
		p.blocks++ // each block is a new key: its body is not known yet
		ph := string(p.appendPlaceholder(nil, "private-key", strconv.AppendInt(nil, int64(p.blocks), 10)))
		if _, ee, ok := pemMarker(cur, pemEnd, e); ok {
			// The whole block on one line, as in JSON with escaped newlines.
			cur = p.splice(cur, s, ee, ph)
			from = s + len(ph)
			continue
		}
		p.inKey, p.keyCol, p.keyPH = true, s, ph
		return p.splice(cur, s, len(cur), ph), n
	}
}

// splice returns cur with cur[s:e] replaced by ph, in the pass's other buffer.
func (p *RedactPass) splice(cur []byte, s, e int, ph string) []byte {
	p.flip ^= 1
	out := append(p.bufs[p.flip][:0], cur[:s]...)
	out = append(out, ph...)
	out = append(out, cur[e:]...)
	p.bufs[p.flip] = out
	return out
}

// keyMaterial catches a line of a private key seen without its BEGIN line (a report
// quoting lines from the middle of a block): a last field of exactly 64 base64
// characters mixing upper case, lower case and digits, as PEM wraps them. A hex digest
// has no upper case, so it is left alone.
func (p *RedactPass) keyMaterial(cur []byte) ([]byte, int) {
	end := len(cur)
	for end > 0 && (cur[end-1] == '\r' || cur[end-1] == ' ' || cur[end-1] == '\t') {
		end--
	}
	start := end - 64
	if start < 0 || (start > 0 && cur[start-1] != ' ' && cur[start-1] != '\t' && cur[start-1] != '"') {
		return cur, 0
	}
	field := cur[start:end]
	var upper, lower, digit bool
	for _, c := range field {
		switch {
		case c >= 'A' && c <= 'Z':
			upper = true
		case c >= 'a' && c <= 'z':
			lower = true
		case c >= '0' && c <= '9':
			digit = true
		case c == '+' || c == '/' || c == '=':
		default:
			return cur, 0
		}
	}
	if !upper || !lower || !digit {
		return cur, 0
	}
	ph := string(p.appendPlaceholder(nil, "key-material", field))
	return p.splice(cur, start, end, ph), 1
}

// isKeyText reports whether b holds only base64 and spaces, as the lines of a PEM body do.
func isKeyText(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	for _, c := range b {
		ok := c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' ||
			c == '+' || c == '/' || c == '=' || c == ' ' || c == '\t' || c == '\r'
		if !ok {
			return false
		}
	}
	return true
}

// isArmorHeader reports a header line inside a PEM or PGP block (Proc-Type: …).
func isArmorHeader(b []byte) bool {
	for _, h := range []string{"Proc-Type:", "DEK-Info:", "Comment:", "Version:", "Hash:"} {
		if bytes.HasPrefix(b, []byte(h)) {
			return true
		}
	}
	return false
}

func appendLower(dst, b []byte) []byte {
	for _, c := range b {
		dst = append(dst, toLower(c))
	}
	return dst
}

func hasDigit(_ [][]byte, s []byte) bool {
	return bytes.ContainsAny(s, "0123456789")
}

// notPlaceholder rejects values that hide nothing: a mask (***), a placeholder of ours
// or of a template, a variable reference, an empty or null value.
func notPlaceholder(_ [][]byte, s []byte) bool {
	s = bytes.Trim(s, `"'`)
	if len(s) == 0 || s[0] == '$' || s[0] == '<' || s[0] == '%' || bytes.HasPrefix(s, []byte("{{")) ||
		bytes.HasPrefix(s, []byte("[REDACTED")) || len(bytes.Trim(s, "*xX•")) == 0 {
		return false
	}
	switch string(bytes.ToLower(s)) {
	case "null", "nil", "none", "true", "false", "undefined", "redacted", "hidden", "masked", "-", "...", "…":
		return false
	}
	return true
}

// validAssignment decides a `password=`/`token:` value. After `=` any real value goes;
// after `:` (prose as much as YAML: "unexpected token: ')'"), a token-like name needs a
// value that looks generated, and any name needs more than a couple of characters.
func validAssignment(g [][]byte, s []byte) bool {
	if !notPlaceholder(g, s) {
		return false
	}
	if len(g) > 2 && string(g[2]) == "=" {
		return true
	}
	if len(s) < 3 {
		return false
	}
	name := bytes.ToLower(g[1])
	if bytes.Contains(name, []byte("token")) && !looksGenerated(s) {
		return false
	}
	return true
}

// validEnv decides an environment variable's value: not a mask or reference, and not a
// path (SSH_KEY=/home/ci/.ssh/id_ed25519 names a key, it is not one).
func validEnv(g [][]byte, s []byte) bool {
	if !notPlaceholder(g, s) {
		return false
	}
	if s[0] == '/' || s[0] == '~' || bytes.HasPrefix(s, []byte("./")) || bytes.HasPrefix(s, []byte("../")) {
		return false
	}
	name := g[1]
	if bytes.Contains(name, []byte("PUBLIC_KEY")) || bytes.Contains(name, []byte("CACHE_KEY")) ||
		bytes.Contains(name, []byte("SORT_KEY")) || bytes.Contains(name, []byte("PRIMARY_KEY")) {
		return false
	}
	if len(g) > 2 && string(g[2]) == ":" {
		// "--- PASS: TestParse" is a test runner, not a variable: after a colon, only a
		// name with a prefix (DB_PASSWORD:) counts, and a value of some length.
		return bytes.IndexByte(g[1], '_') >= 0 && len(s) >= 3
	}
	return true
}

// looksGenerated reports a value with the look of a machine-made secret: long, or
// mixing letters with digits or symbols.
func looksGenerated(s []byte) bool {
	if len(s) >= 20 {
		return true
	}
	if len(s) < 8 {
		return false
	}
	var letter, other bool
	for _, c := range s {
		if c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' {
			letter = true
		} else {
			other = true
		}
	}
	return letter && other
}
