package parse

import "strings"

func Fields(s string) []string { return strings.Fields(s) }
