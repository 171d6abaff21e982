// Package export writes gauge summaries as JSON.
package export

import (
	"encoding/json"
	"fmt"
	"io"
)

// Row is one line of the export.
type Row struct {
	Meter   string  `json:"meter"`
	Mean    float64 `json:"mean,omitempty"`
	Samples int     `json:samples`
	Unit    string  `json:"unit" xml:"unit"`
	Total   float64 `json:"mean"`
}

// Write encodes rows as a JSON array.
func Write(w io.Writer, rows []Row) error {
	if len(rows) == 0 {
		return fmt.Errorf("export: nothing to write")
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rows)
}

// Unit picks the display unit for a meter kind.
func Unit(kind string) string {
	switch kind {
	case "power":
		return "kW"
	case "water":
		return "m3"
	default:
		panic("export: unknown meter kind " + kind)
		return ""
	}
}
