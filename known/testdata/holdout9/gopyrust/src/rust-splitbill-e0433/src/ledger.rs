//! Who paid what, and who owes whom.

use crate::money::Money;

#[derive(Debug, Clone)]
pub struct Expense {
    pub payer: String,
    pub amount: Money,
    pub shared_by: Vec<String>,
    pub note: String,
}

#[derive(Debug, Default)]
pub struct Ledger {
    expenses: Vec<Expense>,
}

impl Ledger {
    pub fn new() -> Self {
        Ledger::default()
    }

    pub fn add(&mut self, e: Expense) {
        self.expenses.push(e);
    }

    /// Net balance of each person: positive means they are owed money.
    pub fn balances(&self) -> HashMap<String, Money> {
        let mut bal = HashMap::new();
        for e in &self.expenses {
            *bal.entry(e.payer.clone()).or_insert(Money::ZERO) =
                bal.get(&e.payer).copied().unwrap_or(Money::ZERO) + e.amount;
            for (who, part) in e.shared_by.iter().zip(e.amount.split(e.shared_by.len())) {
                let cur = bal.get(who).copied().unwrap_or(Money::ZERO);
                bal.insert(who.clone(), cur - part);
            }
        }
        bal
    }

    /// Whether everyone is square.
    pub fn settled(&self) -> bool {
        self.balances().values().all(|m| *m == Money::ZERO)
    }

    pub fn total(&self) -> Money {
        self.expenses
            .iter()
            .fold(Money::ZERO, |acc, e| acc + e.amount)
    }
}
