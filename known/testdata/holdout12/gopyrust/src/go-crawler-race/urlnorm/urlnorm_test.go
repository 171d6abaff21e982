package urlnorm

import "testing"

func TestNormalize(t *testing.T) {
	cases := map[string]string{
		"https://Example.COM:443/a#top": "https://example.com/a",
		"http://example.com:80":         "http://example.com/",
		"https://example.com":           "https://example.com/",
	}
	for in, want := range cases {
		got, err := Normalize(in)
		if err != nil {
			t.Fatalf("Normalize(%q): %v", in, err)
		}
		if got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}
