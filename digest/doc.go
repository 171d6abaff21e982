// Package digest reads service logs: it mines message templates (Drain-style, with masking
// of variables), reads severities, and ranks what is rare or severe above what is frequent.
//
// digest imports only ingest.
package digest
