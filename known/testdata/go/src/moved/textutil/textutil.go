// Package textutil folds text for comparison. Normalize was renamed to Fold.
package textutil

import "strings"

// Fold lower-cases s and trims its spaces.
func Fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
