// Package report renders account balances.
package report

import (
	"fmt"
	"sort"
	"strings"

	"example.com/pay/ledger"
)

// Balances renders one "account  amount" line per account, sorted.
func Balances(l *ledger.Ledger) string {
	seen := map[string]bool{}
	var accts []string
	for _, p := range l.Postings() {
		if !seen[p.Account] {
			seen[p.Account] = true
			accts = append(accts, p.Account)
		}
	}
	sort.Strings(accts)
	var b strings.Builder
	for _, a := range accts {
		bal := l.Balance(a)
		fmt.Fprintf(&b, "%-10s %10.2f\n", a, float64(bal)/100)
	}
	return b.String()
}
