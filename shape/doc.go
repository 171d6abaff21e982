// Package shape outlines JSON documents and JSON Lines streams: keys, types, array lengths,
// samples, and where the large parts are, by line.
//
//   - [OutlineJSON] streams a document with encoding/json's Decoder.Token, within depth,
//     key and sample caps; strings longer than Options.MaxStringBytes are cut before the
//     decoder buffers them, and a bad or truncated document returns the outline of what
//     came before with a [PosError] (line:column).
//   - [Lines] outlines JSON Lines: each field's frequency and types, the level field's
//     distribution, the message field mined by a digest.Miner, and the lines that are not
//     JSON, counted and cited.
//   - [Detect] tells json, jsonl, log, text and binary apart on a prefix; [Blocks] finds
//     the JSON documents inside a mixed log, as line ranges.
//
// shape imports only ingest and digest.
package shape
