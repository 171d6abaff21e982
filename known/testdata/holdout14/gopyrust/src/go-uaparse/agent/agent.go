package agent

import (
	"strconv"
	"strings"
)

// Info is what Parse finds in a User-Agent header.
type Info struct {
	Browser string
	Major   int
	OS      string
}

var browsers = []struct{ token, name string }{
	{"Edg/", "edge"},
	{"Firefox/", "firefox"},
	{"Chrome/", "chrome"},
	{"Version/", "safari"},
}

var systems = []struct{ token, name string }{
	{"Windows NT", "windows"},
	{"Android", "android"},
	{"iPhone", "ios"},
	{"Mac OS X", "macos"},
	{"Linux", "linux"},
}

// Parse extracts browser, major version and OS from a User-Agent string.
func Parse(ua string) Info {
	var in Info
	for _, b := range browsers {
		if i := strings.Index(ua, b.token); i >= 0 {
			in.Browser = b.name
			v := ua[i+len(b.token):]
			if j := strings.IndexAny(v, ". "); j >= 0 {
				v = v[:j]
			}
			in.Major, _ = strconv.Atoi(v)
			break
		}
	}
	for _, s := range systems {
		if strings.Contains(ua, s.token) {
			in.OS = s.name
			break
		}
	}
	return in
}
