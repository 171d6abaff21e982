// Package ledger keeps account balances in cents.
package ledger

import (
	"errors"
	"fmt"
)

var ErrOverdraft = errors.New("overdraft")

type Account struct {
	Name    string
	Balance int64
}

func (a *Account) Withdraw(cents int64) error {
	if cents > a.Balance {
		return fmt.Errorf("withdraw %d from %s: %w", cents, a.Name, ErrOverdraft)
	}
	a.Balance -= cents
	return nil
}

// Statement is a one-line summary such as "alice: 12.50".
func (a *Account) Statement() string {
	return fmt.Sprintf("%s: %d.%02d", a.Name, a.Balance/100, a.Name)
}
