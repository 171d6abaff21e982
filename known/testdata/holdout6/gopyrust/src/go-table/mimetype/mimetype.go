// Package mimetype maps file names to content types.
package mimetype

import (
	"path"
	"strings"
)

var byExt = map[string]string{
	".html": "text/html; charset=utf-8", ".htm": "text/html; charset=utf-8",
	".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8",
	".mjs": "text/javascript; charset=utf-8", ".json": "application/json",
	".xml": "application/xml", ".txt": "text/plain; charset=utf-8",
	".md": "text/markdown; charset=utf-8", ".csv": "text/csv; charset=utf-8",
	".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
	".webp": "image/webp", ".svg": "image/svg+xml", ".ico": "image/x-icon",
	".avif": "image/avif", ".woff": "font/woff", ".woff2": "font/woff2", ".ttf": "font/ttf",
	".otf": "font/otf", ".pdf": "application/pdf", ".zip": "application/zip",
	".gz": "application/gzip", ".tar": "application/x-tar", ".wasm": "application/wasm",
	".mp3": "audio/mpeg", ".ogg": "audio/ogg", ".wav": "audio/wav", ".mp4": "video/mp4",
	".webm": "video/webm", ".yaml": "application/yaml", ".yml": "application/yaml",
	".toml": "application/toml",
}

// Default is returned for unknown extensions.
const Default = "application/octet-stream"

// ByName returns the content type for a file name.
func ByName(name string) string {
	if t, ok := byExt[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return Default
}
