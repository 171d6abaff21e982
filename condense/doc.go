// Package condense answers a question over all of a stored log: it cuts the log into chunks
// that fit the budget, asks a model endpoint (OpenAI-compatible or Ollama) about each, and
// combines the answers into one that cites only lines that exist.
//
// [Run] is the whole pass. Each chunk is the budget less the prompt's room, cut at line
// ends, its lines cleaned ([ingest.Clean]), redacted ([ingest.Redactor]) and numbered; at
// most [Options.MaxChunks] are read, and the answer says which lines were not. A chunk
// with nothing on the question answers "nothing here"; the others are joined, or combined
// by one more call when they do not fit the budget. A citation (L123, L120-130) outside
// the lines its call was shown, or past the log's end, is dropped and counted.
//
// Calls run at most [Options.Concurrency] at once, each with a timeout; 429, 5xx, time-outs
// and lost connections are retried with exponential backoff or the wait Retry-After asks;
// a context-length refusal splits the chunk in two. Every endpoint error wraps
// [ErrEndpoint]. A [Completer] is the one-method client, so a caller or test can stand in
// for the endpoint.
//
// The model's window is read from the endpoint where it says (Ollama's /api/show), else
// [Options.Window], else [KnownWindow], else the budget's floor.
//
// condense imports ingest and budget.
package condense
