package condense

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wisptriage/wisptriage/ingest"
)

// Source is a stored log as condense reads it.
type Source interface {
	// ID names the log for the commands that reach it (recall, notable).
	ID() string
	// Lines is the number of lines in the log.
	Lines() int
	// Kind says what the log is ("build", "test", "service", "json"; "" when unknown).
	Kind() string
	// ReadLines calls fn for lines from through to (1-based, inclusive), in order. text
	// is the line without its LF and is valid only during the call.
	ReadLines(ctx context.Context, from, to int, fn func(n int, text []byte) error) error
}

// chunk is a run of lines as sent: each line numbered ("123: text\n"), cleaned and
// redacted. offs[i] is where line lines.From+i starts in text.
type chunk struct {
	idx   int
	lines ingest.Span
	text  []byte
	offs  []int
}

// split cuts a chunk the endpoint found too long in two near its middle byte. A chunk of
// one line has the line's text halved instead; false when nothing useful is left.
func (c *chunk) split() (*chunk, *chunk, bool) {
	if len(c.offs) >= 2 {
		k := 1
		for k < len(c.offs)-1 && c.offs[k] < len(c.text)/2 {
			k++
		}
		a := &chunk{idx: c.idx, lines: ingest.Span{From: c.lines.From, To: c.lines.From + k - 1}, text: c.text[:c.offs[k]], offs: c.offs[:k]}
		b := &chunk{idx: c.idx, lines: ingest.Span{From: c.lines.From + k, To: c.lines.To}, text: c.text[c.offs[k]:]}
		for _, o := range c.offs[k:] {
			b.offs = append(b.offs, o-c.offs[k])
		}
		return a, b, true
	}
	const minLine = 128
	if len(c.text) < 2*minLine {
		return nil, nil, false
	}
	cut := utf8Floor(c.text, len(c.text)/2)
	text := append(append([]byte(nil), c.text[:cut]...), " [… the rest of this line cut to fit the window]\n"...)
	return &chunk{idx: c.idx, lines: c.lines, text: text, offs: []int{0}}, nil, true
}

// chunker cuts the lines it is fed into chunks of at most room bytes, at line ends.
// After max chunks it only counts, so that the result can say how many there would be.
type chunker struct {
	room    int
	maxLine int
	max     int
	pass    *ingest.RedactPass // nil: no redaction

	cur        *chunk
	emitted    int
	redactions int
	last       int // the last line read into a chunk that is sent

	counting   bool
	unreadFrom int
	extra      int // chunks begun past max
	extraBytes int

	clean, red []byte
}

// marginBytes of a long line past its cut are redacted with it, so that a secret
// straddling the cut is not sent half.
const marginBytes = 4096

func (c *chunker) line(n int, text []byte, emit func(*chunk) error) error {
	if c.counting {
		sz := digits(n) + 3 + min(len(text), c.maxLine)
		if c.extraBytes > 0 && c.extraBytes+sz > c.room {
			c.extra++
			c.extraBytes = 0
		}
		c.extraBytes += sz
		return nil
	}
	c.clean = ingest.Clean(c.clean[:0], text)
	line := c.clean
	if len(line) > c.maxLine+marginBytes {
		line = line[:c.maxLine+marginBytes]
	}
	k := 0
	if c.pass != nil {
		c.red, k = c.pass.Redact(c.red[:0], line)
		line = c.red
	}
	cut := 0
	if len(line) > c.maxLine {
		m := utf8Floor(line, c.maxLine)
		cut, line = max(len(text)-m, 1), line[:m]
	}
	size := digits(n) + 3 + len(line)
	if cut > 0 {
		size += len(cutNote(cut))
	}
	if c.cur != nil && len(c.cur.text)+size > c.room {
		if err := emit(c.cur); err != nil {
			return err
		}
		c.emitted++
		c.cur = nil
		if c.emitted == c.max {
			c.counting, c.unreadFrom, c.extra, c.extraBytes = true, n, 1, size
			return nil
		}
	}
	if c.cur == nil {
		c.cur = &chunk{idx: c.emitted, lines: ingest.Span{From: n, To: n}, text: make([]byte, 0, c.room)}
	}
	c.cur.offs = append(c.cur.offs, len(c.cur.text))
	c.cur.text = strconv.AppendInt(c.cur.text, int64(n), 10)
	c.cur.text = append(c.cur.text, ": "...)
	c.cur.text = append(c.cur.text, line...)
	if cut > 0 {
		c.cur.text = append(c.cur.text, cutNote(cut)...)
	}
	c.cur.text = append(c.cur.text, '\n')
	c.cur.lines.To = n
	c.last = n
	c.redactions += k
	return nil
}

func (c *chunker) finish(emit func(*chunk) error) error {
	if c.cur == nil {
		return nil
	}
	if err := emit(c.cur); err != nil {
		return err
	}
	c.emitted++
	c.cur = nil
	return nil
}

// total is the number of chunks the whole log takes; past max it is counted on the raw
// lines, before cleaning and redaction, so it is close rather than exact.
func (c *chunker) total() int { return c.emitted + c.extra }

// digits is the length of n in decimal.
func digits(n int) int {
	d := 1
	for n >= 10 {
		n /= 10
		d++
	}
	return d
}

func cutNote(n int) string { return fmt.Sprintf(" [… %d more bytes of this line not shown]", n) }

// utf8Floor returns the largest i <= n that does not split a UTF-8 sequence.
func utf8Floor(b []byte, n int) int {
	if n >= len(b) {
		return len(b)
	}
	for i := n; i > 0 && i > n-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			return i
		}
	}
	return n
}

// systemPrompt frames every call.
const systemPrompt = "You answer a question about a log from the numbered lines of it you are shown. " +
	"Use only those lines, be brief and specific, and cite line numbers as L123 or L120-130."

// nothingHere is the answer a chunk with nothing on the question gives.
const nothingHere = "nothing here"

func logKind(kind string) string {
	kind = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(kind), " log"))
	if kind == "" {
		return "a log"
	}
	article := "a"
	if strings.ContainsRune("aeiouAEIOU", rune(kind[0])) {
		article = "an"
	}
	return article + " " + kind + " log"
}

// chunkPrompt is the prompt for one chunk. Its instruction comes after the lines, where
// a small model still has it in mind.
func chunkPrompt(question, kind string, lines ingest.Span, total int, text []byte) Prompt {
	var b strings.Builder
	b.Grow(len(text) + len(question) + 512)
	fmt.Fprintf(&b, "Question: %s\n\nHere are lines %d–%d of %d of %s, each line starting with its number:\n\n",
		question, lines.From, lines.To, total, logKind(kind))
	b.Write(text)
	b.WriteString("\nAnswer the question from these lines only, briefly. Cite the lines you draw on as L123 for one line " +
		"or L120-130 for a range. If these lines have nothing on the question, answer exactly: " + nothingHere)
	return Prompt{System: systemPrompt, User: b.String()}
}

// combinePrompt asks for one answer from the answers of the chunks.
func combinePrompt(question, kind string, total int, parts []Part) Prompt {
	var b strings.Builder
	fmt.Fprintf(&b, "Question: %s\n\n%s of %d lines was read in parts. These are the answers from the parts "+
		"that had something on the question, each headed by the lines it read:\n\n", question, capitalize(logKind(kind)), total)
	for _, p := range parts {
		fmt.Fprintf(&b, "Lines %d–%d:\n%s\n\n", p.Lines.From, p.Lines.To, p.Answer)
	}
	b.WriteString("Combine them into one answer to the question, briefly. Keep the line citations (L123, L120-130) " +
		"the answers give, and cite no line they do not.")
	return Prompt{System: systemPrompt, User: b.String()}
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// isNothing reports an answer that says the chunk had nothing on the question, allowing
// for the quotes, case and full stop a model adds.
func isNothing(answer string) bool {
	a := strings.ToLower(strings.TrimSpace(answer))
	a = strings.TrimLeft(a, "\"'`*_ ")
	return a == "" || strings.HasPrefix(a, nothingHere)
}
