package rates

import (
	"errors"
	"reflect"
	"testing"
)

func TestPriceBands(t *testing.T) {
	cases := []struct {
		grams, want int
	}{
		{1, 95}, {99, 95}, {100, 95}, {101, 160}, {500, 160}, {999, 250}, {2000, 410},
	}
	for _, c := range cases {
		got, err := Price(Standard, c.grams)
		if err != nil {
			t.Errorf("Price(%d) error: %v", c.grams, err)
			continue
		}
		if got != c.want {
			t.Errorf("Price(%d) = %d, want %d", c.grams, got, c.want)
		}
	}
}

func TestPriceTooHeavy(t *testing.T) {
	if _, err := Price(Standard, 2001); !errors.Is(err, ErrTooHeavy) {
		t.Fatalf("Price(2001) error = %v, want ErrTooHeavy", err)
	}
}

func TestPriceRejectsZero(t *testing.T) {
	if _, err := Price(Standard, 0); err == nil {
		t.Fatal("Price(0) returned no error")
	}
}

func TestWithSurcharge(t *testing.T) {
	cases := []struct {
		cents   int
		percent float64
		want    int
	}{
		{100, 10, 110}, {95, 0, 95}, {250, 7.5, 269}, {410, 12.5, 461},
	}
	for _, c := range cases {
		if got := WithSurcharge(c.cents, c.percent); got != c.want {
			t.Errorf("WithSurcharge(%d, %v) = %d, want %d", c.cents, c.percent, got, c.want)
		}
	}
}

func TestSplit(t *testing.T) {
	if got, want := Split(250, 3), []int{84, 83, 83}; !reflect.DeepEqual(got, want) {
		t.Errorf("Split(250, 3) = %v, want %v", got, want)
	}
}
