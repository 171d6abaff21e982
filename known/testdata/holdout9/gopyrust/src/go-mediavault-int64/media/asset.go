// Package media describes stored media assets.
package media

import "time"

// Asset is one stored file. Size is in bytes; it became int64 so that
// files over 2 GiB can be stored on 32-bit builds.
type Asset struct {
	ID       string
	Owner    string
	Name     string
	Size     int64
	Uploaded time.Time
	Tags     []string
}

// Kind guesses the media kind from the file name.
func (a Asset) Kind() string {
	for i := len(a.Name) - 1; i >= 0; i-- {
		if a.Name[i] == '.' {
			switch a.Name[i+1:] {
			case "jpg", "jpeg", "png", "webp":
				return "image"
			case "mp4", "mov", "mkv":
				return "video"
			case "mp3", "flac", "ogg":
				return "audio"
			}
			break
		}
	}
	return "other"
}
