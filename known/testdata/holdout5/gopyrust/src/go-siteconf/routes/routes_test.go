package routes

import (
	"fmt"
	"testing"
)

func TestBuild(t *testing.T) {
	r := Route{Name: "post", Pattern: "/blog/{year}/{slug}"}
	for year := 2019; year <= 2024; year++ {
		got, err := Build(r, map[string]string{"year": fmt.Sprint(year), "slug": "hello"})
		if err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("/blog/%d/hello", year)
		if got != want {
			t.Errorf("Build = %q, want %q", got, want)
		}
	}
}

func TestBuildMissingParam(t *testing.T) {
	r := Route{Name: "post", Pattern: "/blog/{year}/{slug}"}
	_, err := Build(r, map[string]string{"year": "2024"})
	if err == nil {
		t.Fatalf("Build(%q) without a slug gave no error", r.Pattern, err)
	}
}
