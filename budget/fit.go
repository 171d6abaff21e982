package budget

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/wisptriage/wisptriage/ingest"
)

// HeldBack is the exact range of lines a view did not show.
type HeldBack struct {
	From  int   `json:"from"`
	To    int   `json:"to"`
	Lines int   `json:"lines"`
	Bytes int64 `json:"bytes"`
}

// View is text fitted to a budget.
type View struct {
	Text     string
	HeldBack *HeldBack // nil when no whole line was held back
	Shown    int       // lines shown, in whole or in part
	// CutBytes counts bytes held back from inside lines that were shown only in part.
	CutBytes int64
}

// Totals describe the whole log being fitted.
type Totals struct {
	Lines  int
	Bytes  int64
	LastLF bool // the last line ends with LF
}

// markerRoom is what the marker line may take; Fit reserves it before placing lines.
const markerRoom = 96

// Fit fits a log of total lines and totalBytes bytes into room bytes, given its first lines
// (head) and its last lines (tail), each read up to about room bytes. It keeps the head
// and the tail, each about half the room, cut at line ends, with one marker line between
// them that states exactly what was held back. A line larger than its half is cut inside,
// and the bytes held back from it are stated. Lines shown plus lines held back equal total.
func Fit(head, tail []ingest.Row, t Totals, room int) View {
	total := t.Lines
	if all, ok := cover(head, tail, total); ok {
		if v, ok := whole(all, room); ok {
			return v
		}
	}
	avail := max(room-markerRoom, 2)
	var b strings.Builder
	var shownBytes, cutBytes int64
	headRoom := avail / 2
	used, k := 0, 0
	for ; k < len(head); k++ {
		s := Display(head[k].Text)
		if used+len(s)+1 > headRoom {
			if k == 0 { // one line larger than the half: show its start
				s = CutString(s, headRoom-used-1)
				b.WriteString(s)
				b.WriteByte('\n')
				used += len(s) + 1
				shownBytes += head[k].Size + 1
				cutBytes += head[k].Size - int64(len(s))
				k++
			}
			break
		}
		b.WriteString(s)
		b.WriteByte('\n')
		used += len(s) + 1
		shownBytes += head[k].Size + 1
	}
	headLines := k
	tailRoom := avail - used
	var tailParts []string
	tused, j := 0, len(tail)
	for j > 0 {
		r := tail[j-1]
		if r.N <= headLines {
			break
		}
		s := Display(r.Text)
		if tused+len(s)+1 > tailRoom {
			if j == len(tail) && tailRoom-tused > 1 { // the last line alone is larger than the rest
				s = CutString(s, tailRoom-tused-1)
				tailParts = append(tailParts, s)
				tused += len(s) + 1
				shownBytes += r.Size + 1
				cutBytes += r.Size - int64(len(s))
				j--
			}
			break
		}
		tailParts = append(tailParts, s)
		tused += len(s) + 1
		shownBytes += r.Size + 1
		j--
	}
	tailLines := len(tail) - j
	firstTail := total + 1
	if tailLines > 0 {
		firstTail = tail[j].N
	}
	held := &HeldBack{From: headLines + 1, To: firstTail - 1}
	held.Lines = held.To - held.From + 1
	// Every line counted with its LF; a last line without one has one byte less.
	held.Bytes = t.Bytes - shownBytes
	if !t.LastLF {
		held.Bytes++
	}
	if held.Lines <= 0 {
		held = nil
	}
	b.WriteString(Marker(held, cutBytes))
	b.WriteByte('\n')
	for i := len(tailParts) - 1; i >= 0; i-- {
		b.WriteString(tailParts[i])
		b.WriteByte('\n')
	}
	return View{Text: b.String(), HeldBack: held, Shown: headLines + tailLines, CutBytes: cutBytes}
}

// cover joins head and tail when together they hold every line.
func cover(head, tail []ingest.Row, total int) ([]ingest.Row, bool) {
	all := append([]ingest.Row(nil), head...)
	next := 1
	if len(all) > 0 {
		next = all[len(all)-1].N + 1
	}
	for _, r := range tail {
		if r.N == next {
			all = append(all, r)
			next++
		}
	}
	return all, next == total+1 && (len(all) == 0 || all[0].N == 1)
}

func whole(rows []ingest.Row, room int) (View, bool) {
	var b strings.Builder
	for _, r := range rows {
		if r.Partial {
			return View{}, false
		}
		s := Display(r.Text)
		if b.Len()+len(s)+1 > room {
			return View{}, false
		}
		b.WriteString(s)
		b.WriteByte('\n')
	}
	return View{Text: b.String(), Shown: len(rows)}, true
}

// Marker is the one line that stands where lines were held back.
func Marker(held *HeldBack, cutBytes int64) string {
	switch {
	case held != nil && cutBytes > 0:
		return fmt.Sprintf("[… %s lines (%s) held back, and %s from inside lines cut short …]",
			ingest.Thousands(held.Lines), ingest.HumanBytes(held.Bytes), ingest.HumanBytes(cutBytes))
	case held != nil:
		return fmt.Sprintf("[… %s lines (%s) held back …]", ingest.Thousands(held.Lines), ingest.HumanBytes(held.Bytes))
	default:
		return fmt.Sprintf("[… %s held back from inside lines cut short …]", ingest.HumanBytes(cutBytes))
	}
}

// Display returns a line as text safe to show: valid UTF-8, each invalid byte replaced by
// U+FFFD (as encoding/json would), so what is measured is what is printed.
func Display(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	var sb strings.Builder
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 {
			sb.WriteRune(utf8.RuneError)
		} else {
			sb.Write(b[:n])
		}
		b = b[n:]
	}
	return sb.String()
}

// CutString cuts s to at most n bytes without splitting a UTF-8 sequence.
func CutString(s string, n int) string {
	if n <= 0 {
		return ""
	}
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
