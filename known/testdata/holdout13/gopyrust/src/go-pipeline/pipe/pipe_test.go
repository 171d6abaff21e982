package pipe

import (
	"reflect"
	"testing"
)

func TestNoStages(t *testing.T) {
	// no stage: Run reads from in itself; but in is unbuffered
	if got := Run(nil); len(got) != 0 {
		t.Errorf("Run(nil) = %v", got)
	}
}

func TestUpper(t *testing.T) {
	if Upper("ab") != "AB" || Trim(" a ") != "a" {
		t.Error("helpers")
	}
}

func TestTwoStages(t *testing.T) {
	got := Run([]string{" a ", " b", "c "}, Trim, Upper)
	if want := []string{"A", "B", "C"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Run = %v, want %v", got, want)
	}
}
