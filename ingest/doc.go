// Package ingest keeps a log whole and gives random access to it.
//
// It owns the store (one folder per output: the log as seekable zstd, whose frames end at
// line ends, and a JSON record with its size, lines, SHA-256, cut and frame index), the
// [Log] that reads a stored output by line, the line reader that bounds memory on a line
// of any length, and the types every reader shares: [Span], [Finding] and [Severity]. It
// also keeps the store over time: [Store.Sweep] removes outputs by age, bounded per call,
// and [Store.Doctor] and [Log.Verify] check what is stored.
// [Store.Run] is its input from a running command: it shows the output as it arrives and
// stores all of it with the exit status, in bounded memory. [Store.IngestTap] hands each
// frame to a reader while it is stored, and [RowSplitter] gives back the rows a stored log
// would.
//
// Lines end at LF alone, as `wc -l` and `sed -n` count them; a CR does not start a line,
// and a last line without LF still counts.
//
// ingest imports no other package of wisptriage.
package ingest
