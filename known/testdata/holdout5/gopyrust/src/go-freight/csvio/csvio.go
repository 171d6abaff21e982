// Package csvio reads shipment rows.
package csvio

import (
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
)

// Row is one shipment line.
type Row struct {
	SKU   string
	Qty   int
	Grams int
}

// Parse reads "sku,qty,grams" rows, skipping a header line.
func Parse(text string) ([]Row, error) {
	r := csv.NewReader(strings.NewReader(text))
	recs, err := r.ReadAll()
	if err != nil {
		return nil, err
	}
	var rows []Row
	for i, rec := range recs {
		if i == 0 && rec[0] == "sku" {
			continue
		}
		if len(rec) != 3 {
			return nil, fmt.Errorf("line %d: want 3 fields, got %d", i+1, len(rec))
		}
		qty, err := strconv.Atoi(rec[1])
		if err != nil {
			return nil, fmt.Errorf("line %d: qty: %w", i+1, err)
		}
		grams, err := strconv.Atoi(rec[2])
		if err != nil {
			return nil, fmt.Errorf("line %d: grams: %w", i+1, err)
		}
		rows = append(rows, Row{SKU: rec[0], Qty: qty, Grams: grams})
	}
	return rows, nil
}
