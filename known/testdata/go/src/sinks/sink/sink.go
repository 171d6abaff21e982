// Package sink defines where events go.
package sink

// Sink takes events. Flush was added for the buffered sinks.
type Sink interface {
	Write(event string) error
	Flush() error
}

// Stdout prints events.
type Stdout struct{}

func (Stdout) Write(event string) error { return nil }

// File appends events to a file.
type File struct{ Path string }

func (f *File) Write(event string) error { return nil }
