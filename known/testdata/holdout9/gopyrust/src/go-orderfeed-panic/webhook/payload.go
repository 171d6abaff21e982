// Package webhook decodes the order webhooks sent by the shop front.
package webhook

import (
	"encoding/json"
	"fmt"
	"sort"
)

// Line is one line of an order.
type Line struct {
	SKU      string
	Quantity int
	Unit     string
}

// Order is a decoded webhook body.
type Order struct {
	ID    string
	Lines []Line
	Notes map[string]string
}

// Decode reads an order webhook. The shop front adds fields without warning, so the
// body is read as a generic map and only the fields we know are picked out.
func Decode(body []byte) (Order, error) {
	var raw map[string]any
	if err := json.Unmarshal(body, &raw); err != nil {
		return Order{}, fmt.Errorf("webhook: %w", err)
	}
	o := Order{ID: raw["id"].(string), Notes: map[string]string{}}
	items, _ := raw["lines"].([]any)
	for _, it := range items {
		m := it.(map[string]any)
		l := Line{SKU: m["sku"].(string), Quantity: m["qty"].(int)}
		if u, ok := m["unit"].(string); ok {
			l.Unit = u
		}
		o.Lines = append(o.Lines, l)
	}
	if notes, ok := raw["notes"].(map[string]any); ok {
		for k, v := range notes {
			o.Notes[k] = fmt.Sprint(v)
		}
	}
	return o, nil
}

// SKUs returns the order's SKUs, sorted.
func (o Order) SKUs() []string {
	out := make([]string, 0, len(o.Lines))
	for _, l := range o.Lines {
		out = append(out, l.SKU)
	}
	sort.Strings(out)
	return out
}
