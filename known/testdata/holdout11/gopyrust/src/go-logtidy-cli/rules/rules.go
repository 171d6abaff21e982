// Package rules loads the redaction rules.
package rules

import (
	"fmt"
	"os"
	"regexp"

	"go.yaml.in/yaml/v3"
)

// Rule replaces matches of Pattern with Replace.
type Rule struct {
	Name    string `yaml:"name"`
	Pattern string `yaml:"pattern"`
	Replace string `yaml:"replace"`
	re      *regexp.Regexp
}

// Load reads rules from a YAML file and compiles them.
func Load(path string) ([]Rule, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var rs []Rule
	if err := yaml.Unmarshal(b, &rs); err != nil {
		return nil, fmt.Errorf("rules %s: %w", path, err)
	}
	for i := range rs {
		if rs[i].re, err = regexp.Compile(rs[i].Pattern); err != nil {
			return nil, fmt.Errorf("rule %s: %w", rs[i].Name, err)
		}
	}
	return rs, nil
}

// Apply runs every rule over line.
func Apply(rs []Rule, line string) string {
	for _, r := range rs {
		line = r.re.ReplaceAllString(line, r.Replace)
	}
	return line
}
