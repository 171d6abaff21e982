// Package version is set at link time.
package version

// Version is overridden with -ldflags "-X example.com/invoicer/internal/version.Version=...".
var Version = "dev"
