// Package manifest reads a shipment manifest.
package manifest

import (
	"fmt"
	"os"

	"go.yaml.in/yaml/v3"
)

// Parcel is one line of a manifest.
type Parcel struct {
	Ref     string `yaml:"ref"`
	Zone    string `yaml:"zone"`
	WeightG int    `yaml:"weight_g"`
}

// Manifest is a day's shipment.
type Manifest struct {
	Carrier string   `yaml:"carrier"`
	Parcels []Parcel `yaml:"parcels"`
}

// Load reads and decodes a manifest file.
func Load(path string) (*Manifest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := yaml.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("manifest %s: %w", path, err)
	}
	return &m, nil
}
