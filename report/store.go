package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// SweepLines says what a sweep did, one line per fact, for `sweep` and for --verbose at
// the start of a writing command.
func SweepLines(r ingest.SweepReport) []string {
	verb, clean := "removed", "cleaned"
	if r.DryRun {
		verb, clean = "would remove", "would clean"
	}
	var out []string
	switch {
	case len(r.Removed) > 0:
		out = append(out, fmt.Sprintf("%s %s unused for more than %s (%s): %s", verb, countOf(len(r.Removed), "output"),
			countOf(r.Days, "day"), ingest.HumanBytes(r.Bytes), strings.Join(r.Removed, ", ")))
	case r.Days == 0:
		out = append(out, "sweeping by age is off (--days 0)")
	default:
		out = append(out, fmt.Sprintf("no output is unused for more than %s", countOf(r.Days, "day")))
	}
	if r.Deferred > 0 {
		out = append(out, fmt.Sprintf("%s wait for the next sweep (a sweep removes at most 16 and stops after 100 ms)",
			countOf(r.Deferred, "stale entry")))
	}
	for _, a := range r.LeftAlone {
		out = append(out, fmt.Sprintf("left alone %s: %s", a.Name, a.Why))
	}
	if len(r.Leftovers) > 0 {
		out = append(out, fmt.Sprintf("%s %s of interrupted writes: %s", clean, countOf(len(r.Leftovers), "leftover"),
			strings.Join(r.Leftovers, ", ")))
	}
	return out
}

// WriteSweep renders a sweep's report.
func WriteSweep(w io.Writer, f Format, r ingest.SweepReport) error {
	if f == JSON {
		return writeJSON(w, r)
	}
	for _, l := range SweepLines(r) {
		if _, err := fmt.Fprintln(w, l); err != nil {
			return err
		}
	}
	return nil
}

// WriteHealth renders what doctor found.
func WriteHealth(w io.Writer, f Format, h ingest.Health, verify bool) error {
	if f == JSON {
		return writeJSON(w, h)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "store:      %s (permissions %s, uid %d)\n", h.Dir, h.Mode, h.UID)
	for _, r := range h.Repaired {
		fmt.Fprintf(&b, "repaired:   %s\n", r)
	}
	fmt.Fprintf(&b, "outputs:    %s, %s on disk, %s stored\n", ingest.Thousands(h.Outputs), ingest.HumanBytes(h.Bytes),
		ingest.HumanBytes(h.Stored))
	next := h.NextSweep
	next.Leftovers = nil // said once, below
	for i, l := range SweepLines(next) {
		label := "next sweep:"
		if i > 0 {
			label = ""
		}
		fmt.Fprintf(&b, "%-11s %s\n", label, l)
	}
	if len(h.Leftovers) > 0 {
		fmt.Fprintf(&b, "leftovers:  %s of interrupted writes (the next ingest or sweep cleans them): %s\n",
			countOf(len(h.Leftovers), "folder"), strings.Join(h.Leftovers, ", "))
	}
	if len(h.Writing) > 0 {
		fmt.Fprintf(&b, "writing:    %s in progress: %s\n", countOf(len(h.Writing), "output"), strings.Join(h.Writing, ", "))
	}
	if verify {
		fmt.Fprintf(&b, "verified:   %s of %s read whole: SHA-256 and frame index match\n", ingest.Thousands(h.Verified),
			countOf(h.Outputs, "output"))
	}
	for _, d := range h.Damaged {
		fmt.Fprintf(&b, "damaged:    %s: %s\n", d.ID, d.Why)
	}
	switch {
	case len(h.Damaged) > 0:
		fmt.Fprintf(&b, "status:     %s damaged (wisptriage rm ID removes one)\n", countOf(len(h.Damaged), "output"))
	case verify:
		b.WriteString("status:     sound\n")
	default:
		b.WriteString("status:     sound (records and indexes; --verify reads every output whole)\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// countOf writes n with its noun, plural when n is not 1.
func countOf(n int, word string) string {
	switch {
	case n == 1:
		return "1 " + word
	case word == "stale entry":
		return ingest.Thousands(n) + " stale entries"
	}
	return ingest.Thousands(n) + " " + word + "s"
}
