// Package notable picks the readers by the content's kind and builds the notable summary
// and the overview of a stored log as a Summary value. It never writes text.
//
// notable imports ingest and the readers (known, digest, shape).
package notable
