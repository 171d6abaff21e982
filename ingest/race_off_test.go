//go:build !race

package ingest

const raceOn = false
