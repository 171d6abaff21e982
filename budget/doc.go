// Package budget fits any text into the byte budget derived from a model's window: it keeps
// the head and the tail, cut at line ends, with one marker line between that never
// understates what was held back. It also shapes lines the way an exec tool does (keep
// head, tail or both; grep with context; a character cap) and reports what it kept.
//
// budget is pure: no I/O. It imports only ingest.
package budget
