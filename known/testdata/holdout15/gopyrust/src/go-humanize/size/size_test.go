package size

import (
	"fmt"
	"testing"
)

func TestIEC(t *testing.T) {
	for k := 1; k <= 40; k++ {
		n := int64(k) * 1024 * 1024
		t.Run(fmt.Sprintf("%dMiB", k), func(t *testing.T) {
			t.Parallel()
			want := fmt.Sprintf("%d.0 MiB", k)
			if got := IEC(n); got != want {
				t.Errorf("IEC(%d) = %q, want %q", n, got, want)
			}
		})
	}
}
