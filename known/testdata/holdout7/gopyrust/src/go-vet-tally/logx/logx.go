// Package logx is a tiny levelled logger.
package logx

import (
	"fmt"
	"io"
	"time"
)

// Logger writes levelled lines to an io.Writer.
type Logger struct {
	W   io.Writer
	Now func() time.Time
}

func (l *Logger) out(level, msg string) {
	fmt.Fprintf(l.W, "%s %s %s\n", l.Now().Format(time.RFC3339), level, msg)
}

// Infof logs at INFO level.
func (l *Logger) Infof(format string, args ...any) {
	l.out("INFO", fmt.Sprintf(format, args...))
}

// Warnf logs at WARN level.
func (l *Logger) Warnf(format string, args ...any) {
	l.out("WARN", fmt.Sprintf(format, args...))
}
