package report

import (
	"fmt"
	"sort"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/shape"
)

// redactedLines passes the samples of a JSON Lines outline through the redactor: field
// values are what a secret hides in.
func redactedLines(r *shape.LinesResult, ls *lineSource) *shape.LinesResult {
	if r == nil {
		return nil
	}
	out := *r
	out.Fields = make([]shape.Field, len(r.Fields))
	for i, f := range r.Fields {
		f.Samples = append([]string(nil), f.Samples...)
		for j, s := range f.Samples {
			f.Samples[j] = ls.text(s)
		}
		out.Fields[i] = f
	}
	return &out
}

// shapeBlocks renders the outline of a JSON document or a JSON Lines stream.
func shapeBlocks(sj SummaryJSON) []block {
	var bs []block
	if o := sj.Outline; o != nil && o.Root != nil {
		bs = append(bs, block{text: fmt.Sprintf("\nJSON outline (%s top-level values; path: type, count, first line):\n", ingest.Thousands(o.Values))})
		var walk func(n *shape.Node, depth int)
		walk = func(n *shape.Node, depth int) {
			line := fmt.Sprintf("%s%s: %s", strings.Repeat("  ", depth), n.Path, n.Type())
			if n.MaxLen > 0 {
				line += fmt.Sprintf(", up to %s items", ingest.Thousands(n.MaxLen))
			}
			line += fmt.Sprintf(" ×%s L%d", ingest.Thousands(n.Count), n.Line)
			if len(n.Samples) > 0 {
				line += " e.g. " + budgetLine(strings.Join(n.Samples, ", "), 80)
			}
			if n.MoreKeys > 0 {
				line += fmt.Sprintf(" (+%s keys not outlined)", ingest.Thousands(n.MoreKeys))
			}
			if n.Truncated {
				line += " (deeper levels not outlined)"
			}
			bs = append(bs, block{text: "  " + line + "\n", kind: "outline"})
			for _, c := range n.Children {
				walk(c, depth+1)
			}
		}
		walk(o.Root, 0)
	}
	if r := sj.JSONLines; r != nil {
		bs = append(bs, block{text: fmt.Sprintf("\nJSON Lines: %s records, %s not JSON; fields (count, types):\n", ingest.Thousands(r.Records), ingest.Thousands(r.NotJSON))})
		for _, f := range r.Fields {
			types := make([]string, 0, len(f.Types))
			for t := range f.Types {
				types = append(types, t)
			}
			sort.Strings(types)
			bs = append(bs, block{text: fmt.Sprintf("  %-24s ×%-8s %s (first L%d)\n", f.Name, ingest.Thousands(f.Count), strings.Join(types, "|"), f.First), kind: "outline"})
		}
		if len(r.Levels) > 0 {
			var parts []string
			for k, v := range r.Levels {
				parts = append(parts, fmt.Sprintf("%s %s", ingest.Thousands(v), k))
			}
			sort.Strings(parts)
			bs = append(bs, block{text: fmt.Sprintf("levels (%s): %s\n", r.LevelField, strings.Join(parts, ", "))})
		}
	}
	return bs
}
