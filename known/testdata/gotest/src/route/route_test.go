package route

import "testing"

func TestMatch(t *testing.T) {
	cases := []struct {
		name, pattern, path string
		want                bool
	}{
		{"plain", "/users", "/users", true},
		{"param", "/users/{id}", "/users/7", true},
		{"nested", "/users/{id}/posts", "/users/7/posts", true},
		{"trailing_slash", "/users/{id}", "/users/7/", false},
		{"other", "/users/{id}", "/teams/7", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			params, ok := Match(c.pattern, c.path)
			t.Logf("%s %s -> ok=%v", c.pattern, c.path, ok)
			if ok != c.want {
				t.Errorf("Match(%q, %q) ok = %v, want %v (params %v)", c.pattern, c.path, ok, c.want, params)
			}
		})
	}
}
