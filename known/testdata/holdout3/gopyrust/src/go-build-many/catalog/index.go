package catalog

import "strings"

// Index finds products by SKU and by name prefix.
type Index struct {
	bySKU  map[string]*Item
	byName []*Item
}

func NewIndex() *Index {
	return &Index{bySKU: make(map[string]*Item)}
}

func (ix *Index) Add(it *Item) {
	ix.bySKU[it.SKU] = it
	ix.byName = append(ix.byName, it)
}

func (ix *Index) Get(sku string) (*Item, bool) {
	it, ok := ix.bySKU[sku]
	return it, ok
}

func (ix *Index) Prefix(p string) []*Item {
	var out []*Item
	for _, it := range ix.byName {
		if strings.HasPrefix(strings.ToLower(it.Name), strings.ToLower(p)) {
			out = append(out, it)
		}
	}
	return out
}

func (ix *Index) LowStock(min int) []Item {
	var out []Item
	for _, it := range ix.byName {
		if it.Qty < min {
			out = append(out, *it)
		}
	}
	return out
}

func (ix *Index) At(loc string) []*Item {
	var out []*Item
	for _, it := range ix.byName {
		if it.Location == loc {
			out = append(out, it)
		}
	}
	return out
}

func Clone(it *Item) *Item {
	c := *it
	return &c
}
