// Package config loads the monitor's target list.
package config

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

// Target is one host:port to probe.
type Target struct {
	Name     string        `json:"name"`
	Host     string        `json:"host"`
	Port     int           `json:"port"`
	Interval time.Duration `json:"interval"`
}

// Config is the whole file.
type Config struct {
	Targets []Target `json:"targets"`
	Notify  string   `json:"notify"`
}

// Load reads and decodes path.
func Load(path string) (Config, error) {
	var cfg Config
	data, err := os.ReadFile(path)
	if err != nil {
		return cfg, err
	}
	if err := json.Unmarshal(data, cfg); err != nil {
		return cfg, fmt.Errorf("config %s: %w", path, err)
	}
	for i := range cfg.Targets {
		if cfg.Targets[i].Interval == 0 {
			cfg.Targets[i].Interval = 30 * time.Second
		}
	}
	return cfg, nil
}

// Names lists the target names.
func (c Config) Names() []string {
	names := make([]string, 0, len(c.Targets))
	for _, t := range c.Targets {
		names = append(names, t.Name)
	}
	return names
}
