//! A tiny double-entry ledger imported from `date;account;amount` lines.

use std::collections::BTreeMap;
use std::fmt;

pub mod amount;

use amount::{parse_amount, Cents};

#[derive(Debug, PartialEq)]
pub enum ErrorKind {
    MissingField(&'static str),
    BadAmount(String),
    Unbalanced(Cents),
}

#[derive(Debug, PartialEq)]
pub struct ParseError {
    pub line: usize,
    pub kind: ErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {:?}", self.line, self.kind)
    }
}

#[derive(Debug, Default)]
pub struct Ledger {
    balances: BTreeMap<String, Cents>,
    postings: usize,
}

impl Ledger {
    /// Imports transactions: blocks of postings separated by blank lines, each block summing to zero.
    pub fn import(text: &str) -> Result<Ledger, ParseError> {
        let mut l = Ledger::default();
        let mut block: Vec<(String, Cents)> = Vec::new();
        let mut start = 1;
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() {
                l.commit(&mut block, start)?;
                start = i + 1;
                continue;
            }
            block.push(parse_posting(line, i + 1)?);
        }
        l.commit(&mut block, start)?;
        Ok(l)
    }

    fn commit(&mut self, block: &mut Vec<(String, Cents)>, line: usize) -> Result<(), ParseError> {
        let sum: Cents = block.iter().map(|(_, c)| *c).sum();
        if sum != 0 {
            return Err(ParseError { line, kind: ErrorKind::Unbalanced(sum) });
        }
        for (acct, c) in block.drain(..) {
            *self.balances.entry(acct).or_insert(0) += c;
            self.postings += 1;
        }
        Ok(())
    }

    pub fn balance(&self, account: &str) -> Cents {
        self.balances.get(account).copied().unwrap_or(0)
    }

    pub fn postings(&self) -> usize {
        self.postings
    }
}

fn parse_posting(line: &str, n: usize) -> Result<(String, Cents), ParseError> {
    let mut f = line.split(';');
    let _date = f.next().ok_or(ParseError { line: n, kind: ErrorKind::MissingField("date") })?;
    let acct = f.next().ok_or(ParseError { line: n, kind: ErrorKind::MissingField("account") })?;
    let amt = f.next().ok_or(ParseError { line: n, kind: ErrorKind::MissingField("amount") })?;
    let c = parse_amount(amt.trim()).ok_or_else(|| ParseError { line: n, kind: ErrorKind::BadAmount(amt.to_string()) })?;
    Ok((acct.trim().to_string(), c))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "2024-01-02;assets:bank;-50.00\n2024-01-02;expenses:food;50.00\n\n2024-01-03;assets:bank;1000.00\n2024-01-03;income:salary;-1000.00\n";

    #[test]
    fn imports_two_transactions() {
        let l = Ledger::import(TWO).unwrap();
        assert_eq!(l.balance("assets:bank"), 95000);
        assert_eq!(l.postings(), 4);
    }

    #[test]
    fn unbalanced_block_is_rejected() {
        let err = Ledger::import("2024-01-02;a;1.00\n2024-01-02;b;-0.99\n").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Unbalanced(1));
    }

    #[test]
    fn missing_amount_is_reported() {
        let err = Ledger::import("2024-01-02;a\n").unwrap_err();
        assert_eq!(err, ParseError { line: 1, kind: ErrorKind::MissingField("amount") });
    }

    #[test]
    fn error_line_of_second_block() {
        let text = "2024-01-02;a;1.00\n2024-01-02;b;-1.00\n\n2024-01-03;a;2.00\n2024-01-03;b;-1.00\n";
        let err = Ledger::import(text).unwrap_err();
        assert_eq!(err.line, 4, "an unbalanced block is reported at its first line");
    }

    #[test]
    fn unknown_account_is_zero() {
        assert_eq!(Ledger::default().balance("nope"), 0);
    }
}
