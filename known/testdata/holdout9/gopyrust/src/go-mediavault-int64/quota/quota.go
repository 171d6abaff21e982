// Package quota enforces per-owner storage limits.
package quota

import (
	"fmt"

	"example.com/mediavault/media"
)

// Limit is an owner's storage allowance in bytes.
type Limit struct {
	Owner string
	Bytes int
	Soft  int // warn above this
}

// Usage sums the sizes of the owner's assets.
func Usage(owner string, assets []media.Asset) int {
	total := 0
	for _, a := range assets {
		if a.Owner == owner {
			total += a.Size
		}
	}
	return total
}

// Check reports whether adding a would put the owner over the limit.
func Check(l Limit, assets []media.Asset, a media.Asset) error {
	used := Usage(l.Owner, assets)
	if used+a.Size > l.Bytes {
		return fmt.Errorf("quota: %s would use %d of %d bytes", l.Owner, used+a.Size, l.Bytes)
	}
	return nil
}

// NearSoft reports owners above their soft limit.
func NearSoft(limits []Limit, assets []media.Asset) []string {
	var out []string
	for _, l := range limits {
		if Usage(l.Owner, assets) > l.Soft {
			out = append(out, l.Owner)
		}
	}
	return out
}

// Largest returns the size of the largest asset of each kind.
func Largest(assets []media.Asset) map[string]int {
	m := map[string]int{}
	for _, a := range assets {
		if a.Size > m[a.Kind()] {
			m[a.Kind()] = a.Size
		}
	}
	return m
}
