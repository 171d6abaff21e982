package render

// Buffer collects rendered lines.
type Buffer struct {
	lines []string
	size  int
}

// Write appends p as one line.
func (b *Buffer) Write(p []byte) (int, error) {
	b.lines = append(b.lines, string(p))
	b.size += len(p)
	return len(p), nil
}

// Lines returns the collected lines.
func (b *Buffer) Lines() []string { return b.lines }
