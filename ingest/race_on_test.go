//go:build race

package ingest

// raceOn: the race detector slows the heavy tests tenfold and inflates the heap, so they
// run smaller and do not judge memory.
const raceOn = true
