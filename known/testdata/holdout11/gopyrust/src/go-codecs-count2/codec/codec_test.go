package codec

import (
	"strings"
	"testing"
)

func csvEnc(rows [][]string) []byte {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(r, ","))
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

func TestRegisterAndLookup(t *testing.T) {
	if err := Register("csv", csvEnc); err != nil {
		t.Fatalf("Register(csv): %v", err)
	}
	e, ok := Lookup("csv")
	if !ok {
		t.Fatal("Lookup(csv) not found")
	}
	if got := string(e([][]string{{"a", "b"}})); got != "a,b\n" {
		t.Errorf("encode = %q", got)
	}
}

func TestLookupMissing(t *testing.T) {
	if _, ok := Lookup("parquet"); ok {
		t.Error("Lookup(parquet) found an encoder")
	}
}
