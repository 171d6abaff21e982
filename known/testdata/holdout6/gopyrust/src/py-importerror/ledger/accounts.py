from collections import defaultdict


class Ledger:
    def __init__(self):
        self.balances = defaultdict(int)
        self.entries = []

    def post(self, debit: str, credit: str, cents: int, memo: str = "") -> None:
        if cents <= 0:
            raise ValueError("amount must be positive")
        self.balances[debit] += cents
        self.balances[credit] -= cents
        self.entries.append((debit, credit, cents, memo))

    def balance(self, account: str) -> int:
        return self.balances[account]

    def trial_balance(self) -> int:
        return sum(self.balances.values())
