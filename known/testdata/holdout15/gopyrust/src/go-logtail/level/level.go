// Package level parses log levels.
package level

import (
	"fmt"
	"strings"
)

type Level int

const (
	Debug Level = iota
	Info
	Warn
	Error
)

func Parse(s string) (Level, error) {
	switch strings.ToUpper(s) {
	case "DEBUG":
		return Debug, nil
	case "INFO":
		return Info, nil
	case "WARN", "WARNING":
		return Warn, nil
	case "ERROR":
		return Error, nil
	}
	return 0, fmt.Errorf("level: unknown %q", s)
}
