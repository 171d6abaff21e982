package quota

import "example.com/mediavault/media"

// Policy decides which uploads are accepted.
type Policy struct {
	MaxFile    int
	MaxVideo   int
	MinImage   int
	BlockEmpty bool
}

// Accept reports whether the policy lets a be stored, and why not.
func (p Policy) Accept(a media.Asset) (bool, string) {
	if p.BlockEmpty && a.Size == 0 {
		return false, "empty file"
	}
	if a.Size > p.MaxFile {
		return false, "file too large"
	}
	switch a.Kind() {
	case "video":
		if a.Size > p.MaxVideo {
			return false, "video too large"
		}
	case "image":
		if a.Size < p.MinImage {
			return false, "image too small to be useful"
		}
	}
	return true, ""
}

// Headroom is how many more bytes a file of this kind may have.
func (p Policy) Headroom(a media.Asset) int {
	if a.Kind() == "video" {
		return p.MaxVideo - a.Size
	}
	return p.MaxFile - a.Size
}
