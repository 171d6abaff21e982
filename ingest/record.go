package ingest

import "time"

// Record describes one stored output. It is written beside the log as record.json.
type Record struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Source     string    `json:"source"` // the path read, "-" for stdin, or "run" for a command
	Command    string    `json:"command,omitempty"`
	ExitStatus *int      `json:"exit_status"`
	Created    time.Time `json:"created"`
	Bytes      int64     `json:"bytes"` // stored bytes (the cut's marker line included)
	Lines      int       `json:"lines"`
	LastLF     bool      `json:"last_lf"` // the last line ends with LF (false for an empty log)
	SHA256     string    `json:"sha256"`  // of the stored bytes; `zstd -dc log.zst | sha256sum` gives it
	Cut        *Cut      `json:"cut"`
	TotalBytes int64     `json:"total_bytes"` // bytes read from the input, before any cut
	Frames     []Frame   `json:"frames"`
}

// Cut says where the ceiling cut the middle of an output, and how much went.
type Cut struct {
	Line    int   `json:"line"` // the stored marker line that stands where the middle was
	Bytes   int64 `json:"bytes"`
	Lines   int   `json:"lines"` // lines cut, counting a line cut in part as one
	Ceiling int64 `json:"ceiling"`
}

// Frame indexes one independent zstd frame of the stored log.
type Frame struct {
	Line      int   `json:"line"` // the line that holds the frame's first byte
	Cont      bool  `json:"cont,omitempty"`
	Offset    int64 `json:"off"`  // in the .zst file
	Size      int   `json:"size"` // compressed
	RawOffset int64 `json:"raw_off"`
	RawSize   int   `json:"raw_size"`
	LFs       int   `json:"lfs"`
}

// firstStart is the first line that starts inside the frame.
func (f Frame) firstStart() int {
	if f.Cont {
		return f.Line + 1
	}
	return f.Line
}
