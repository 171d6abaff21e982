package main

import (
	"log"
	"os"

	"example.com/ledger/ledger"
)

func main() {
	acct := &ledger.Account{Name: "alice", Balance: 1250}
	if err := acct.Withdraw(2000); err != nil {
		log.Println("withdraw failed: %v", err)
		os.Exit(1)
	}
	log.Print(acct.Statement())
}
