// Package config holds the per-service settings of the fleet.
package config

import "time"

// Service is one service's settings. Timeout was split into ReadTimeout and
// WriteTimeout in this change.
type Service struct {
	Name         string
	Port         int
	Replicas     int
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	Tags         []string
}

// Validate reports the first problem with s.
func (s Service) Validate() error {
	if s.Name == "" {
		return errEmptyName
	}
	if s.Port <= 0 || s.Port > 65535 {
		return errPort
	}
	return nil
}
