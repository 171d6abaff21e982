// Package known reads the failure formats of real compilers, linkers, build tools and test
// runners. A format is a declarative entry (name, patterns, how it groups, what is a
// consequence) with a real sample beside it in testdata/. Readers stream lines and return
// root causes with their cascades, the tally the runners printed, and the outcome.
//
// known imports only ingest.
package known
