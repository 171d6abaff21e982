// Package digest reads service logs: it mines message templates (Drain-style, with masking
// of variables), reads severities, and ranks what is rare or severe above what is frequent.
//
// A [Miner] takes lines one at a time ([Miner.Line]; [Miner.Message] for a record whose
// level and message were already read, as JSON Lines are). For each line it
//
//   - reads the header (timestamp, level, pid, thread, component) of the common formats:
//     syslog with or without <pri>, klog, log4j/logback, Python logging, Go log and slog
//     text, nginx, PostgreSQL, Redis, Android, Apache, pipe-separated headers, and a JSON
//     object's level field; the header is kept out of the template;
//   - keeps a multi-line record together: indented lines, "Caused by:", Java exception
//     lines, a Python traceback, a Go goroutine dump, PostgreSQL's DETAIL/HINT/STATEMENT
//     lines, and header-less lines inside a log whose lines have headers;
//   - masks values with a byte scanner (numbers, hex, ids, UUIDs, IPv4/IPv6 with ports,
//     paths, URLs, durations, sizes, timestamps, booleans), and mines the masked words
//     into clusters of one severity and one length that share most of their words.
//
// [Miner.Result] cuts each cluster into templates: a position where the messages differ
// is a variable only when it held a masked value, a key=value, or at least four different
// words; otherwise it is a keyword, and "VM Started" and "VM Paused" stay two templates.
// The result lists the templates with counts and lines, the notable list (severe first,
// then rare), bursts, and the time span. [Miner.Matcher] gives each line its final
// template in a second pass, for `templates --per-line`.
//
// Memory is bounded by the number of templates (Options.MaxTemplates), never by lines.
//
// digest imports only ingest.
package digest
