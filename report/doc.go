// Package report renders summaries and views as text, markdown, JSON and GitHub workflow
// commands: one rendering engine, several front-ends.
//
// report imports every package but cmd.
package report
