package known

// Stubs for the Java, Python and JS/TS families. Whoever writes
// formats_java.go, formats_python.go and formats_js.go deletes the matching stub here
// (Formats in formats.go already calls all three).

func javaFormats() []Format   { return nil }
func pythonFormats() []Format { return nil }
func jsFormats() []Format     { return nil }
