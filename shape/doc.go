// Package shape outlines JSON documents and JSON Lines streams: keys, types, array lengths,
// samples, and where the large parts are, by line.
//
// shape imports only ingest and digest.
package shape
