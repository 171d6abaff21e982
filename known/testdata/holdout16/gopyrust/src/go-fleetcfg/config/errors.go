package config

import "errors"

var (
	errEmptyName = errors.New("config: empty service name")
	errPort      = errors.New("config: port out of range")
)
