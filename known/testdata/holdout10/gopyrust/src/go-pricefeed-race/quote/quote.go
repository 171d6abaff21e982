// Package quote parses exchange quote lines: "SYM BID ASK".
package quote

import (
	"fmt"
	"strconv"
	"strings"
)

// Quote is one bid/ask pair in hundredths.
type Quote struct {
	Sym      string
	Bid, Ask int64
}

// Parse reads "AAPL 189.10 189.12".
func Parse(line string) (Quote, error) {
	f := strings.Fields(line)
	if len(f) != 3 {
		return Quote{}, fmt.Errorf("quote: %q: want 3 fields", line)
	}
	bid, err := price(f[1])
	if err != nil {
		return Quote{}, err
	}
	ask, err := price(f[2])
	if err != nil {
		return Quote{}, err
	}
	return Quote{Sym: f[0], Bid: bid, Ask: ask}, nil
}

func price(s string) (int64, error) {
	whole, frac, _ := strings.Cut(s, ".")
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("quote: bad price %q", s)
	}
	f, _ := strconv.ParseInt(frac, 10, 64)
	return w*100 + f, nil
}

// Spread is ask minus bid.
func (q Quote) Spread() int64 { return q.Ask - q.Bid }
