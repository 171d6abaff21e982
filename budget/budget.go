package budget

// Floor and Ceiling bound every budget, in bytes.
const (
	Floor   = 4 << 10
	Ceiling = 64 << 10
	// BytesPerToken is the estimate that turns a window in tokens into bytes.
	BytesPerToken = 4
)

// ForWindow returns the byte budget for a model window of the given tokens:
// min(64 KiB, max(4 KiB, window/8*4)). A window of 0 or less (unknown) gets the floor.
func ForWindow(window int) int {
	if window <= 0 {
		return Floor
	}
	b := window / 8 * BytesPerToken
	return min(Ceiling, max(Floor, b))
}
