// Package ledger keeps a running balance.
package ledger

// Ledger is a balance; the bug: Post is called from several goroutines without a lock.
type Ledger struct{ balance int }

// Post adds an amount.
func (l *Ledger) Post(amount int) { l.balance += amount }

// Balance is the sum posted so far.
func (l *Ledger) Balance() int { return l.balance }
