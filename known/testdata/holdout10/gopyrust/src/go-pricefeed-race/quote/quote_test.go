package quote

import "testing"

func TestParse(t *testing.T) {
	q, err := Parse("AAPL 189.10 189.12")
	if err != nil {
		t.Fatal(err)
	}
	if q.Bid != 18910 || q.Ask != 18912 {
		t.Errorf("got %+v", q)
	}
}

func TestParseOneDecimal(t *testing.T) {
	q, err := Parse("MSFT 402.5 402.55")
	if err != nil {
		t.Fatal(err)
	}
	if q.Spread() != 5 {
		t.Fatalf("Spread() = %d, want 5 (bid %d ask %d)", q.Spread(), q.Bid, q.Ask)
	}
}
