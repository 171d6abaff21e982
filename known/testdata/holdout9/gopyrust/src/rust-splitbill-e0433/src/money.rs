//! Amounts of money in cents.

use std::fmt;
use std::ops::{Add, Sub};

#[derive(Debug, Clone, Copy, Default)]
pub struct Money {
    cents: i64,
}

impl Money {
    pub const ZERO: Money = Money { cents: 0 };

    pub fn from_cents(cents: i64) -> Self {
        Money { cents }
    }

    pub fn parse(s: &str) -> Option<Self> {
        let (whole, frac) = match s.split_once('.') {
            Some((w, f)) if f.len() == 2 => (w, f),
            Some(_) => return None,
            None => (s, "00"),
        };
        let w: i64 = whole.parse().ok()?;
        let f: i64 = frac.parse().ok()?;
        Some(Money {
            cents: w * 100 + if w < 0 { -f } else { f },
        })
    }

    pub fn cents(self) -> i64 {
        self.cents
    }

    /// Splits into n parts that add up exactly; the first parts get the extra cents.
    pub fn split(self, n: usize) -> Vec<Money> {
        let n = n as i64;
        let base = self.cents / n;
        let extra = self.cents % n;
        (0..n)
            .map(|i| Money {
                cents: base + if i < extra { 1 } else { 0 },
            })
            .collect()
    }
}

impl Add for Money {
    type Output = Money;
    fn add(self, o: Money) -> Money {
        Money {
            cents: self.cents + o.cents,
        }
    }
}

impl Sub for Money {
    type Output = Money;
    fn sub(self, o: Money) -> Money {
        Money {
            cents: self.cents - o.cents,
        }
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.cents < 0 { "-" } else { "" };
        write!(
            f,
            "{}{}.{:02}",
            sign,
            self.cents.abs() / 100,
            self.cents.abs() % 100
        )
    }
}
