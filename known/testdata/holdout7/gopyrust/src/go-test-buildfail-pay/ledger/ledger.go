// Package ledger records postings in minor units.
package ledger

import (
	"errors"
	"time"
)

// Posting is one ledger line. Amount is in minor units (cents); it became
// int64 when balances over 21 million euros overflowed on 32-bit builds.
type Posting struct {
	Account string
	Amount  int64
	At      time.Time
	Memo    string
}

// Ledger is an append-only list of postings.
type Ledger struct {
	postings []Posting
}

// ErrUnbalanced is returned when a transaction does not sum to zero.
var ErrUnbalanced = errors.New("ledger: transaction does not balance")

// Post appends a balanced transaction.
func (l *Ledger) Post(at time.Time, memo string, legs map[string]int) error {
	sum := 0
	for _, amt := range legs {
		sum += amt
	}
	if sum != 0 {
		return ErrUnbalanced
	}
	for acct, amt := range legs {
		var p Posting
		p.Account, p.At, p.Memo = acct, at, memo
		p.Amount = amt
		l.postings = append(l.postings, p)
	}
	return nil
}

// Balance returns an account's balance.
func (l *Ledger) Balance(account string) int64 {
	var b int64
	for _, p := range l.postings {
		if p.Account == account {
			b += p.Amount
		}
	}
	return b
}

// Postings returns a copy of all postings.
func (l *Ledger) Postings() []Posting {
	return append([]Posting(nil), l.postings...)
}
