package ingest

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// decoderMaxWindow bounds what a zstd input may ask of memory; a frame that wants more is
// refused rather than allowed to grow the process.
const decoderMaxWindow = 64 << 20

// Input is an opened input, decompressed when it was gzip or zstd.
type Input struct {
	io.Reader
	Name   string // the path as given, "-" for stdin
	Format string // "plain", "gzip" or "zstd"
	close  func() error
}

// Close releases the input.
func (in *Input) Close() error {
	if in.close == nil {
		return nil
	}
	return in.close()
}

// OpenInput opens path for ingest, or stdin when path is "-". Anything but a regular file
// (a directory, a FIFO, a device, a socket) is refused before it is opened, so a FIFO with
// no writer cannot hang the call. gzip and zstd are recognised by their magic bytes.
func OpenInput(path string, stdin io.Reader) (*Input, error) {
	if path == "-" {
		if stdin == nil {
			stdin = bytes.NewReader(nil)
		}
		return wrapCompressed(path, stdin, nil)
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, &InputError{Path: path, Err: plainErr(err)}
	}
	if !st.Mode().IsRegular() {
		return nil, &InputError{Path: path, Err: fmt.Errorf("not a regular file (%s)", describeMode(st.Mode()))}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, &InputError{Path: path, Err: plainErr(err)}
	}
	in, err := wrapCompressed(path, f, f.Close)
	if err != nil {
		f.Close()
		return nil, err
	}
	return in, nil
}

func wrapCompressed(path string, r io.Reader, closeFn func() error) (*Input, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	magic, _ := br.Peek(4)
	switch {
	case len(magic) >= 2 && magic[0] == 0x1f && magic[1] == 0x8b:
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, &InputError{Path: path, Err: fmt.Errorf("gzip: %w", err)}
		}
		return &Input{Reader: &inputReader{r: zr, path: path, format: "gzip"}, Name: path, Format: "gzip",
			close: func() error { zr.Close(); return closeOrNil(closeFn) }}, nil
	case len(magic) == 4 && bytes.Equal(magic, []byte{0x28, 0xb5, 0x2f, 0xfd}):
		zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(decoderMaxWindow),
			zstd.WithDecoderLowmem(true))
		if err != nil {
			return nil, &InputError{Path: path, Err: fmt.Errorf("zstd: %w", err)}
		}
		return &Input{Reader: &inputReader{r: zr, path: path, format: "zstd"}, Name: path, Format: "zstd",
			close: func() error { zr.Close(); return closeOrNil(closeFn) }}, nil
	}
	return &Input{Reader: &inputReader{r: br, path: path, format: "plain"}, Name: path, Format: "plain", close: closeFn}, nil
}

func closeOrNil(f func() error) error {
	if f == nil {
		return nil
	}
	return f()
}

// inputReader names the input and its format in every read error.
type inputReader struct {
	r      io.Reader
	path   string
	format string
}

func (ir *inputReader) Read(p []byte) (int, error) {
	n, err := ir.r.Read(p)
	if err != nil && err != io.EOF {
		cause := err
		if errors.Is(err, io.ErrUnexpectedEOF) {
			cause = errors.New("unexpected end of data (truncated?)")
		}
		if ir.format != "plain" {
			cause = fmt.Errorf("%s: %w", ir.format, cause)
		}
		return n, &InputError{Path: ir.path, Err: cause}
	}
	return n, err
}

func describeMode(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeNamedPipe != 0:
		return "a FIFO"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return m.Type().String()
}

// plainErr drops the *PathError wrapper, whose path the InputError already names.
func plainErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
