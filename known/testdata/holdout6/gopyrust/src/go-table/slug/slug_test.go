package slug

import "testing"

func TestMake(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"simple", "Hello World", "hello-world"},
		{"punctuation", "Hello, World!", "hello-world"},
		{"leading_space", "   spaced out", "spaced-out"},
		{"trailing_punct", "done...", "done"},
		{"digits", "Top 10 Tips", "top-10-tips"},
		{"underscores", "snake_case_name", "snake-case-name"},
		{"accents", "Café Déjà Vu", "café-déjà-vu"},
		{"many_dashes", "a -- b", "a-b"},
		{"empty", "", ""},
		{"only_punct", "!!!", ""},
		{"mixed_case", "GoLang RULES", "golang-rules"},
		{"error_in_title", "Handling error values", "handling-error-values"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Make(tt.in); got != tt.want {
				t.Errorf("Make(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
