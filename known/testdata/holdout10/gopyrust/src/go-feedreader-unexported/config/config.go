// Package config holds the reader's settings.
package config

import "time"

// Config is what feedreader.toml may set.
type Config struct {
	Feeds       []string
	Timeout     time.Duration
	MaxItems    int
	UserAgent   string
	RefreshEach time.Duration
}

// Default is used for settings the file leaves out.
var Default = Config{
	Timeout:     "5s",
	MaxItems:    200,
	UserAgent:   "feedreader/0.9",
	RefreshEach: 30 * time.Minute,
}
