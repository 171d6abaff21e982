package agent

import (
	"fmt"
	"testing"
)

var platforms = map[string]string{
	"windows": "Windows NT 10.0; Win64; x64",
	"linux":   "X11; Linux x86_64",
	"macos":   "Macintosh; Intel Mac OS X 10_15_7",
	"android": "Linux; Android 14; Pixel 8",
}

func ua(browser string, major int, platform string) string {
	p := platforms[platform]
	switch browser {
	case "firefox":
		return fmt.Sprintf("Mozilla/5.0 (%s; rv:%d.0) Gecko/20100101 Firefox/%d.0", p, major, major)
	case "chrome":
		return fmt.Sprintf("Mozilla/5.0 (%s) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.0.0 Safari/537.36", p, major)
	default:
		return fmt.Sprintf("Mozilla/5.0 (%s) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.0.0 Safari/537.36 Edg/%d.0.0.0", p, major, major)
	}
}

func TestParseMatrix(t *testing.T) {
	for _, browser := range []string{"firefox", "chrome", "edge"} {
		for _, major := range []int{115, 120, 128, 131} {
			for _, platform := range []string{"windows", "linux", "macos", "android"} {
				t.Run(fmt.Sprintf("%s/%d/%s", browser, major, platform), func(t *testing.T) {
					t.Parallel()
					got := Parse(ua(browser, major, platform))
					want := Info{Browser: browser, Major: major, OS: platform}
					if got != want {
						t.Errorf("Parse() = %+v, want %+v", got, want)
					}
				})
			}
		}
	}
}
