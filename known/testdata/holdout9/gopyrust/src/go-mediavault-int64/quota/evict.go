package quota

import (
	"sort"

	"example.com/mediavault/media"
)

// Evict picks the oldest assets of the owner until at least need bytes are freed.
func Evict(owner string, assets []media.Asset, need int) []media.Asset {
	var mine []media.Asset
	for _, a := range assets {
		if a.Owner == owner {
			mine = append(mine, a)
		}
	}
	sort.Slice(mine, func(i, j int) bool { return mine[i].Uploaded.Before(mine[j].Uploaded) })
	var out []media.Asset
	freed := 0
	for _, a := range mine {
		if freed >= need {
			break
		}
		out = append(out, a)
		freed += a.Size
	}
	return out
}

// Histogram buckets asset sizes by power of two.
func Histogram(assets []media.Asset) map[int]int {
	h := map[int]int{}
	for _, a := range assets {
		b := 0
		for n := a.Size; n > 1; n >>= 1 {
			b++
		}
		h[b]++
	}
	return h
}

// Average returns the mean asset size in bytes.
func Average(assets []media.Asset) int {
	if len(assets) == 0 {
		return 0
	}
	sum := 0
	for _, a := range assets {
		sum = sum + a.Size
	}
	return sum / len(assets)
}

func humanBytes(n int) string {
	const unit = 1024
	if n < unit {
		return itoa(n) + " B"
	}
	div, exp := unit, 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return itoa(n/div) + " " + string("KMGTPE"[exp]) + "iB"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// Describe is a one-line summary of an asset for the eviction log.
func Describe(a media.Asset) string {
	return a.Name + " (" + humanBytes(a.Size) + ")"
}
