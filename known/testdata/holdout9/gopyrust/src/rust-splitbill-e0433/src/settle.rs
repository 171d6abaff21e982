//! Turn balances into a short list of payments.

use crate::money::Money;
use std::cmp::Ordering;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    pub from: String,
    pub to: String,
    pub cents: i64,
}

/// Greedy settlement: the biggest debtor pays the biggest creditor until all are square.
pub fn settle(balances: &BTreeMap<String, Money>) -> Vec<Payment> {
    let mut debtors: Vec<(String, i64)> = Vec::new();
    let mut creditors: Vec<(String, i64)> = Vec::new();
    for (who, m) in balances {
        if m.cents() < 0 {
            debtors.push((who.clone(), -m.cents()));
        } else if m.cents() > 0 {
            creditors.push((who.clone(), m.cents()));
        }
    }
    debtors.sort_by(|a, b| b.1.cmp(&a.1));
    creditors.sort_by(|a, b| b.1.cmp(&a.1));
    let mut out = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < debtors.len() && j < creditors.len() {
        let pay = debtors[i].1.min(creditors[j].1);
        out.push(Payment {
            from: debtors[i].0.clone(),
            to: creditors[j].0.clone(),
            cents: pay,
        });
        debtors[i].1 -= pay;
        creditors[j].1 -= pay;
        if debtors[i].1 == 0 {
            i += 1;
        }
        if creditor[j].1 == 0 {
            j += 1;
        }
    }
    out
}
