package mimetype

import "testing"

func TestByName(t *testing.T) {
	tests := []struct{ name, want string }{
		{"index.html", "text/html; charset=utf-8"},
		{"INDEX.HTM", "text/html; charset=utf-8"},
		{"site.css", "text/css; charset=utf-8"},
		{"app.js", "text/javascript; charset=utf-8"},
		{"mod.mjs", "text/javascript; charset=utf-8"},
		{"data.json", "application/json"},
		{"feed.xml", "application/xml"},
		{"README.txt", "text/plain; charset=utf-8"},
		{"notes.md", "text/markdown; charset=utf-8"},
		{"report.csv", "text/csv; charset=utf-8"},
		{"logo.png", "image/png"},
		{"photo.JPG", "image/jpeg"},
		{"photo.jpeg", "image/jpeg"},
		{"anim.gif", "image/gif"},
		{"hero.webp", "image/webp"},
		{"icon.svg", "image/svg+xml"},
		{"favicon.ico", "image/x-icon"},
		{"pic.avif", "image/avif"},
		{"font.woff", "font/woff"},
		{"font.woff2", "font/woff2"},
		{"font.ttf", "font/ttf"},
		{"font.otf", "font/otf"},
		{"paper.pdf", "application/pdf"},
		{"bundle.zip", "application/zip"},
		{"logs.gz", "application/gzip"},
		{"backup.tar", "application/x-tar"},
		{"main.wasm", "application/wasm"},
		{"song.mp3", "audio/mpeg"},
		{"clip.ogg", "audio/ogg"},
		{"beep.wav", "audio/wav"},
		{"movie.mp4", "video/mp4"},
		{"movie.webm", "video/webm"},
		{"config.yaml", "application/yaml"},
		{"config.yml", "application/yaml"},
		{"Cargo.toml", "application/toml"},
		{"archive.tar.gz", "application/gzip"},
		{"dir/sub/page.html", "text/html; charset=utf-8"},
		{"noext", "application/octet-stream"},
		{"weird.xyz", "application/octet-stream"},
		{".hidden", "application/octet-stream"},
		{"error.log", "application/octet-stream"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ByName(tt.name); got != tt.want {
				t.Errorf("ByName(%q) = %q, want %q", tt.name, got, tt.want)
			}
		})
	}
}
