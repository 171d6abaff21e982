package budget

import (
	"context"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// StreamReport says how one stream of a split run was shaped.
type StreamReport struct {
	Name       string    `json:"name"`
	LinesTotal int       `json:"lines_total"`
	LinesKept  int       `json:"lines_kept"`
	HeldBack   *HeldBack `json:"held_back"`
	Room       int       `json:"room"` // the bytes of the budget it was given
}

// minShare is the least part of the room a stream with something to show gets, so a
// short error is not crowded out by a long log.
const minShare = 5

// ViewStreams builds the view of a split run's stored output: its status line, then each
// stream under its title, each fitted into its share of the room (head, marker, tail).
// The room is shared in proportion to the streams' sizes, never less than a fifth of it
// for a stream that has lines, and what a stream does not need goes to the others. The
// note names every range held back. With Grep the filter runs over the whole output, as
// ViewLog's does.
func ViewStreams(ctx context.Context, log *ingest.Log, streams []ingest.Stream, o ViewOptions) (Shaped, error) {
	if o.Grep != "" || len(streams) == 0 {
		return ViewLog(ctx, log, o)
	}
	room := o.Room
	if o.MaxChars > 0 && o.MaxChars < room {
		room = o.MaxChars
	}
	// A first error on a line the runner wrote (the status line, a title) is not the
	// command's: Go's own "exit status 1" reads as one.
	if o.FirstError > 0 && o.FirstError < streams[0].From {
		o.FirstError = 0
	}
	for _, st := range streams {
		if o.FirstError == st.Title {
			o.FirstError = 0
		}
	}
	info := NoteInfo{ID: log.ID, ExitStatus: o.ExitStatus, FirstError: o.FirstError, Cut: log.Cut, Facts: o.Facts}
	// Reserve the note's room with the widest numbers it can hold.
	wide := HeldBack{From: log.Lines, To: log.Lines, Lines: log.Lines, Bytes: log.Bytes}
	widest := info
	widest.Held, widest.CutBytes = &wide, log.Bytes
	for range streams[1:] {
		widest.More = append(widest.More, wide)
	}
	reserve := len(Note(widest)) + 1

	// The status line(s) before the first title, and the titles, are always shown.
	var b strings.Builder
	shown := 0
	err := log.Range(ctx, 1, streams[0].Title-1, func(r ingest.Row) error {
		b.WriteString(CutString(Display(redacted(newPass(o.Redactor), r.Text)), max(room/4, 64)))
		b.WriteByte('\n')
		shown++
		return nil
	})
	if err != nil {
		return Shaped{}, err
	}
	fixed := b.Len()
	titles := make([]string, len(streams))
	sizes := make([]int64, len(streams))
	for i, st := range streams {
		titles[i] = st.Name + ":"
		fixed += len(titles[i]) + 1
		if st.Lines() > 0 {
			sizes[i] = st.Bytes
		}
	}
	shares := ShareRoom(max(room-reserve-fixed, 64*len(streams)), sizes)

	var held []HeldBack
	var cutBytes int64
	rep := Report{Mode: "split", LinesTotal: log.Lines}
	if o.Keep.Mode != "" {
		rep.Mode = "split:" + o.Keep.Mode
	}
	for i, st := range streams {
		b.WriteString(titles[i])
		b.WriteByte('\n')
		shown++
		sr := StreamReport{Name: st.Name, LinesTotal: st.Lines(), Room: shares[i]}
		if st.Lines() > 0 {
			v, err := fitStream(ctx, log, st, o.Keep, shares[i], o.Redactor)
			if err != nil {
				return Shaped{}, err
			}
			b.WriteString(v.Text)
			shown += v.Shown
			sr.LinesKept, sr.HeldBack = v.Shown, v.HeldBack
			if v.HeldBack != nil {
				held = append(held, *v.HeldBack)
			}
			cutBytes += v.CutBytes
		}
		rep.Streams = append(rep.Streams, sr)
	}
	rep.LinesKept = shown
	s := Shaped{View: View{Text: b.String(), Shown: shown, CutBytes: cutBytes}, Report: rep}
	if len(held) > 0 {
		s.HeldBack = &held[0]
		info.Held, info.More = &held[0], held[1:]
	}
	info.CutBytes = cutBytes
	if o.Always || len(held) > 0 || cutBytes > 0 || log.Cut != nil {
		s.Note = Note(info)
		s.Text += s.Note + "\n"
	}
	return s, nil
}

// fitStream fits one stream's lines into room, numbering what it holds back as the stored
// output does.
func fitStream(ctx context.Context, log *ingest.Log, st ingest.Stream, k Keep, room int, redactor *ingest.Redactor) (View, error) {
	head, err := log.HeadOf(ctx, st.From, st.To, room)
	if err != nil {
		return View{}, err
	}
	tail, err := log.TailOf(ctx, st.From, st.To, room)
	if err != nil {
		return View{}, err
	}
	// Fit counts from line 1: number the stream's lines from 1, then shift back.
	off := st.From - 1
	for _, rows := range [][]ingest.Row{head, tail} {
		for j := range rows {
			rows[j].N -= off
		}
	}
	head, tail = k.apply(head, tail)
	pass := newPass(redactor)
	v := Fit(redactRows(pass, head), redactRows(pass, tail), Totals{Lines: st.Lines(), Bytes: st.Bytes, LastLF: true}, room)
	if v.HeldBack != nil {
		v.HeldBack.From += off
		v.HeldBack.To += off
	}
	return v, nil
}

// ShareRoom shares room between streams of the given sizes: in proportion to size, at
// least a fifth of room for each stream with something to show (size > 0), and no more
// than a stream needs (its size), the rest going to the others. A stream of size 0 gets 0.
func ShareRoom(room int, sizes []int64) []int {
	shares := make([]int, len(sizes))
	fixed := make([]bool, len(sizes)) // shares settled at a floor or at the need
	floor := room / minShare
	for round := 0; round <= 2*len(sizes); round++ {
		left, weight := room, int64(0)
		for i, sz := range sizes {
			switch {
			case sz <= 0:
				fixed[i], shares[i] = true, 0
			case fixed[i]:
				left -= shares[i]
			default:
				weight += sz
			}
		}
		if weight == 0 {
			break
		}
		changed := false
		for i, sz := range sizes {
			if fixed[i] {
				continue
			}
			shares[i] = int(int64(max(left, 0)) * sz / weight)
			switch {
			case int64(shares[i]) > sz: // needs less: give the rest away
				shares[i], fixed[i], changed = int(sz), true, true
			case int64(shares[i]) < min(int64(floor), sz):
				shares[i], fixed[i], changed = int(min(int64(floor), sz)), true, true
			}
		}
		if !changed {
			break
		}
	}
	return shares
}
