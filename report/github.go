package report

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// GitHub shows 10 error and 10 warning annotations of a step and drops the rest unsaid;
// wisptriage writes no more and says how many it left out.
const annotationsPerKind = 10

// StepSummaryLimit is the size past which GitHub drops a step summary whole.
const StepSummaryLimit = 1 << 20

// stepSummaryMargin stays free under the limit for what other commands of the step append.
const stepSummaryMargin = 16 << 10

// location is where a source points: "file:line[:col]" or MSBuild's "file(line,col)".
type location struct {
	File      string
	Line, Col int
}

var (
	srcColon = regexp.MustCompile(`^(.+?):(\d+)(?::(\d+))?:?$`)
	srcParen = regexp.MustCompile(`^(.+?)\((\d+)(?:,(\d+))?\)$`)
)

func parseSource(s string) location {
	s = strings.TrimSpace(s)
	for _, re := range []*regexp.Regexp{srcColon, srcParen} {
		if m := re.FindStringSubmatch(s); m != nil {
			line, _ := strconv.Atoi(m[2])
			col, _ := strconv.Atoi(m[3])
			return location{File: m[1], Line: line, Col: col}
		}
	}
	return location{File: s}
}

// repoPath writes a relative path as GitHub names a file in a repository: forward
// slashes, no leading "./". An absolute path stays as it is.
func repoPath(p string) string {
	if strings.HasPrefix(p, "/") || isDrivePath(p) {
		return p
	}
	p = strings.ReplaceAll(p, `\`, "/")
	for strings.HasPrefix(p, "./") {
		p = p[2:]
	}
	return p
}

// isDrivePath says whether p starts with a Windows drive: C:\ or C:/.
func isDrivePath(p string) bool {
	return len(p) >= 3 && p[1] == ':' && (p[2] == '\\' || p[2] == '/') &&
		('a' <= p[0] && p[0] <= 'z' || 'A' <= p[0] && p[0] <= 'Z')
}

// relativeTo makes a path under the workspace relative to it; any other stays as it is.
func relativeTo(source, workspace string) string {
	ws := strings.TrimRight(workspace, `/\`)
	if ws == "" {
		return source
	}
	for _, sep := range []string{"/", `\`} {
		if rest, ok := strings.CutPrefix(source, ws+sep); ok && rest != "" {
			return rest
		}
	}
	return source
}

// Workflow commands escape their data and properties
// (docs.github.com: "Workflow commands for GitHub Actions").
var (
	ghData     = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	ghProperty = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
)

// annotation is one workflow command: ::kind prop=value,...::message.
type annotation struct {
	kind    string // error, warning or notice
	props   [][2]string
	message string
}

func (a annotation) String() string {
	var b strings.Builder
	b.WriteString("::" + a.kind)
	for i, p := range a.props {
		if i == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteByte(',')
		}
		b.WriteString(p[0] + "=" + ghProperty.Replace(p[1]))
	}
	b.WriteString("::" + ghData.Replace(a.message) + "\n")
	return b.String()
}

// locationProps are the file, line and col of a source, when it names a file.
func locationProps(source *string) [][2]string {
	if source == nil {
		return nil
	}
	loc := parseSource(*source)
	if loc.File == "" {
		return nil
	}
	props := [][2]string{{"file", repoPath(loc.File)}}
	if loc.Line > 0 {
		props = append(props, [2]string{"line", strconv.Itoa(loc.Line)})
		if loc.Col > 0 {
			props = append(props, [2]string{"col", strconv.Itoa(loc.Col)})
		}
	}
	return props
}

// byImportance orders root causes for the annotations GitHub shows: exact before guessed,
// the more severe first, then as the log has them (the first failure is usually the cause).
// It returns indexes into rcs.
func byImportance(rcs []RootCause) []int {
	out := make([]int, len(rcs))
	for i := range out {
		out[i] = i
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := rcs[out[i]], rcs[out[j]]
		if a.Guess != b.Guess {
			return !a.Guess
		}
		return a.Severity > b.Severity
	})
	return out
}

func causeAnnotation(sj SummaryJSON, rc RootCause, n int) annotation {
	kind := "error"
	if rc.Severity <= ingest.SevWarning && rc.Severity != ingest.SevUnknown {
		kind = "warning"
	}
	total := max(sj.RootCauseTotal, len(sj.RootCauses))
	title := fmt.Sprintf("%s: root cause %d of %d (log %s)", rc.Format, n, total, rc.Citation)
	msg := rc.Message
	if rc.Cascade.Count > 0 {
		msg += fmt.Sprintf(" (set off %s more)", ingest.Thousands(rc.Cascade.Count))
	}
	if len(rc.Evidence) > 0 {
		msg += "\n"
		for _, e := range rc.Evidence {
			msg += fmt.Sprintf("\n%d | %s", e.Line, e.Text)
		}
	}
	props := append(locationProps(rc.Source), [2]string{"title", title})
	return annotation{kind: kind, props: props, message: msg}
}

// writeGitHub writes workflow commands: the root causes as ::error (warnings as
// ::warning), 10 of each at most, and a ::notice for the rest; then the text report in a
// collapsed group; and the markdown report appended to the step summary when there is one.
func writeGitHub(w io.Writer, sj SummaryJSON, o Options) error {
	var b strings.Builder
	errs, warns := 0, 0
	moreErrs, moreWarns := 0, 0
	for _, i := range byImportance(sj.RootCauses) {
		a := causeAnnotation(sj, sj.RootCauses[i], i+1)
		count, more := &errs, &moreErrs
		if a.kind == "warning" {
			count, more = &warns, &moreWarns
		}
		if *count >= annotationsPerKind {
			*more++
			continue
		}
		*count++
		b.WriteString(a.String())
	}
	moreErrs += max(sj.RootCauseTotal-len(sj.RootCauses), 0) // causes the reader counted but did not keep
	shownWarnings := 0
	for _, wf := range sj.WarningFindings {
		if warns >= annotationsPerKind {
			break
		}
		title := fmt.Sprintf("%s warning (log L%d)", wf.Format, wf.Line)
		b.WriteString(annotation{kind: "warning", props: append(locationProps(wf.Source), [2]string{"title", title}),
			message: wf.Message}.String())
		warns++
		shownWarnings++
	}
	moreWarns += max(sj.WarningTotal-shownWarnings, 0)

	summaryNote, err := appendStepSummary(sj, o)
	if err != nil {
		return err
	}
	if moreErrs > 0 || moreWarns > 0 {
		var parts []string
		if moreErrs > 0 {
			parts = append(parts, plural(moreErrs, "more root cause"))
		}
		if moreWarns > 0 {
			parts = append(parts, plural(moreWarns, "more warning"))
		}
		where := ""
		if summaryNote == "" && o.StepSummary != "" {
			where = "The step summary has them. "
		}
		msg := fmt.Sprintf("%s not annotated (GitHub shows %d of each kind per step). %s`wisptriage notable %s` lists them, and `wisptriage --format json notable %s` gives every finding.",
			strings.Join(parts, " and "), annotationsPerKind, where, sj.ID, sj.ID)
		b.WriteString(annotation{kind: "notice", props: [][2]string{{"title", "wisptriage"}}, message: msg}.String())
	}
	if summaryNote != "" {
		b.WriteString(annotation{kind: "warning", props: [][2]string{{"title", "wisptriage"}}, message: summaryNote}.String())
	}

	// The text report is for whoever reads the raw log. Log lines in it could be workflow
	// commands, so commands stop around it, with a token the text cannot hold.
	text, err := fitBlocks(textBlocks(sj, nil), o.Room, sj)
	if err != nil {
		return err
	}
	sum := sha256.Sum256([]byte(text))
	token := "wisptriage-" + hex.EncodeToString(sum[:8])
	fmt.Fprintf(&b, "::group::wisptriage: %s\n", ghData.Replace(headline(sj)))
	fmt.Fprintf(&b, "::stop-commands::%s\n%s::%s::\n::endgroup::\n", token, text, token)
	_, err = io.WriteString(w, b.String())
	return err
}

// appendStepSummary appends the markdown report to $GITHUB_STEP_SUMMARY, sized to what
// the step's summary has left under GitHub's limit. It returns a note when the report
// could not be added.
func appendStepSummary(sj SummaryJSON, o Options) (string, error) {
	if o.StepSummary == "" {
		return "", nil
	}
	f, err := os.OpenFile(o.StepSummary, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return "", fmt.Errorf("step summary: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return "", fmt.Errorf("step summary: %w", err)
	}
	room := StepSummaryLimit - stepSummaryMargin - int(st.Size())
	if room < 4096 {
		return fmt.Sprintf("the step summary already holds %s, too near GitHub's 1 MiB limit: the report was not added to it; `wisptriage --format markdown notable %s` writes it",
			ingest.HumanBytes(st.Size()), sj.ID), nil
	}
	md := renderMarkdown(sj, room)
	if st.Size() > 0 {
		md = "\n" + md
	}
	if _, err := io.WriteString(f, md); err != nil {
		return "", fmt.Errorf("step summary: %w", err)
	}
	return "", f.Close()
}
