package nested

import "testing"

// The failing check is two levels down; the middle subtest writes nothing of its own.
func TestConfig(t *testing.T) {
	t.Run("defaults", func(t *testing.T) {
		t.Run("port", func(t *testing.T) {
			if got := 8080 + 1; got != 8080 {
				t.Errorf("port = %d, want 8080", got)
			}
		})
	})
}
