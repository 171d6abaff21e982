// Package condense answers a question over all of a stored log: it cuts the log into chunks
// that fit the budget, asks a model endpoint (OpenAI-compatible or Ollama) about each, and
// combines the answers into one that cites only lines that exist.
//
// condense imports ingest and budget.
package condense
