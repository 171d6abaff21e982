package known

// Formats returns every known format, in priority order: for each line the first
// pattern that matches fires, so CI wrappers and specific tools come first and the
// generic reader last. The list is built on each call; callers compile it once.
func Formats() []Format {
	var fs []Format
	fs = append(fs, ciFormats()...)
	fs = append(fs, cFormats()...)
	fs = append(fs, goFormats()...)
	fs = append(fs, rustFormats()...)
	fs = append(fs, javaFormats()...)
	fs = append(fs, pythonFormats()...)
	fs = append(fs, phpFormats()...)
	fs = append(fs, jsFormats()...)
	fs = append(fs, genericFormats()...)
	return fs
}
