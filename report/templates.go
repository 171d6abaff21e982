package report

import (
	"fmt"
	"io"

	"github.com/wisptriage/wisptriage/digest"
	"github.com/wisptriage/wisptriage/ingest"
)

// WriteTemplates renders a log's templates: a table, a JSON object, or JSON Lines.
func WriteTemplates(w io.Writer, f Format, id string, res digest.Result) error {
	switch f {
	case JSON:
		return writeJSON(w, struct {
			ID string `json:"id"`
			digest.Result
		}{id, res})
	case JSONL:
		for _, t := range res.Templates {
			if err := writeJSONLine(w, t); err != nil {
				return err
			}
		}
		return nil
	}
	fmt.Fprintf(w, "%s templates in %s lines of %s", ingest.Thousands(len(res.Templates)), ingest.Thousands(res.Lines), id)
	if res.Capped {
		fmt.Fprintf(w, " (the template cap was hit: %s lines not mined)", ingest.Thousands(res.Unmined))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%8s  %-8s  %-8s  %s\n", "COUNT", "FIRST", "SEVERITY", "TEMPLATE")
	for _, t := range res.Templates {
		fmt.Fprintf(w, "%8s  L%-7d  %-8s  %s\n", ingest.Thousands(t.Count), t.First, t.Severity, t.Template)
	}
	return nil
}
