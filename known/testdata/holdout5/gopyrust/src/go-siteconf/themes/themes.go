// Package themes loads the built-in colour themes.
package themes

import (
	"embed"
	"encoding/json"
	"path"
)

//go:embed palette/*.json
var files embed.FS

// Theme is a named palette.
type Theme struct {
	Name   string            `json:"name"`
	Colors map[string]string `json:"colors"`
}

// Load reads the built-in theme name.
func Load(name string) (Theme, error) {
	var t Theme
	b, err := files.ReadFile(path.Join("palette", name+".json"))
	if err != nil {
		return t, err
	}
	err = json.Unmarshal(b, &t)
	return t, err
}
