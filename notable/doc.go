// Package notable picks the readers by the content's kind and builds the notable summary
// and the overview of a stored log as a Summary value. It never writes text.
//
// [Summarize] reads a stored log; [SummarizeInput] stores an input and reads it in the same
// pass, from the frames the store is handed (see [ingest.Tap]), so a file is not decoded
// again after it is stored. Both give the same Summary. Workers prepare each frame (the
// failure formats' gates and regexps, the miner's masking) on every core; only what needs
// the order of the lines runs on one goroutine.
//
// notable imports ingest and the readers (known, digest, shape).
package notable
