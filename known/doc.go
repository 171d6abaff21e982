// Package known reads the failure formats of real compilers, linkers, build tools and test
// runners. A format is a declarative entry (name, patterns, how it groups, what is a
// consequence) with a real sample beside it in testdata/. Readers stream lines and return
// root causes with their cascades, the tally the runners printed, and the outcome.
//
// Use: compile the formats once with [Compile]([Formats]()), then for each log call
// [Set.NewReader], feed it every line in order with [Reader.Line], and read
// [Reader.Result]. To use every core, prepare frames of lines on worker goroutines with
// [Set.Prepare] into a [Batch] each, and hand the batches in order to [Reader.ReadBatch]:
// the result is the same as reading each line.
//
// Adding a format: write a function returning []Format in formats_<family>.go, call it
// from [Formats], and give it samples made by the real tool in testdata/<name>/ (a
// *.log with a gen.sh saying tool, version and command); `go test ./known/ -update`
// writes each sample's golden *.json, and TestFormats fails for a format with none.
// Each [Pattern] is gated on a literal, so a line that contains none costs no regexp (a
// regexp anchored at the line's start is also gated on its first byte, and one that
// needs no backtracking runs without the regexp engine); its [Role] says what the line
// means (an error, a consequence, a tally line, ...), and the [Format]'s GroupBy says
// which errors fold under an earlier root cause.
//
// known imports only ingest.
package known
