package tariff

import (
	"fmt"
	"testing"
)

func TestDuty(t *testing.T) {
	for _, hs := range []string{"4202", "6109", "8471", "8517", "9503"} {
		for value := int64(10000); value <= 150000; value += 20000 {
			hs, value := hs, value
			t.Run(fmt.Sprintf("hs_%s_value_%06d", hs, value), func(t *testing.T) {
				want := int64(0)
				if value >= DeMinimis {
					want = value * rates[hs] / 100
				}
				if got := Duty(value, hs); got != want {
					t.Errorf("Duty(%d, %q) = %d, want %d", value, hs, got, want)
				}
			})
		}
	}
}

func TestDutyAtDeMinimis(t *testing.T) {
	if got := Duty(DeMinimis, "8471"); got != 20000 {
		t.Errorf("Duty(%d, \"8471\") = %d, want 20000 (goods declared at the threshold pay duty)", DeMinimis, got)
	}
}

func TestDutyUnknownHeading(t *testing.T) {
	if got := Duty(500000, "0000"); got != 0 {
		t.Errorf("unknown heading charged %d", got)
	}
}
