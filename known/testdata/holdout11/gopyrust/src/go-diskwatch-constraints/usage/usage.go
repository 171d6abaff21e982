// Package usage decides when a disk is too full.
package usage

// Level is an alert level.
type Level int

// Alert levels.
const (
	OK Level = iota
	Warn
	Critical
)

// Classify returns the level for free bytes out of total.
func Classify(total, free uint64) Level {
	if total == 0 {
		return OK
	}
	pct := 100 * (total - free) / total
	switch {
	case pct >= 95:
		return Critical
	case pct >= 85:
		return Warn
	}
	return OK
}
