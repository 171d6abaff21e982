//! Decimal amounts in cents.

pub type Cents = i64;

/// Parses "-12.34", "12", "0.5" into cents. Rejects more than two decimals.
///
/// ```
/// assert_eq!(ledger::amount::parse_amount("-12.34"), Some(-1234));
/// assert_eq!(ledger::amount::parse_amount("1.234"), None);
/// ```
pub fn parse_amount(s: &str) -> Option<Cents> {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() || frac.len() > 2 || !whole.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut c: i64 = whole.parse().ok()?;
    c *= 100;
    if !frac.is_empty() {
        let f: i64 = frac.parse().ok()?;
        c += if frac.len() == 1 { f * 10 } else { f };
    }
    Some(if neg { -c } else { c })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers() {
        for n in 0..50 {
            assert_eq!(parse_amount(&n.to_string()), Some(n * 100));
        }
    }

    #[test]
    fn decimals() {
        assert_eq!(parse_amount("12.34"), Some(1234));
        assert_eq!(parse_amount("0.5"), Some(50));
        assert_eq!(parse_amount("-7.05"), Some(-705));
    }

    #[test]
    fn rejects_garbage() {
        for s in ["", "-", "1.234", "1,5", "abc", "1.-5", ".5"] {
            assert_eq!(parse_amount(s), None, "{s:?}");
        }
    }

    #[test]
    fn round_trip_many() {
        for c in (-20000i64..20000).step_by(37) {
            let s = format!("{}{}.{:02}", if c < 0 { "-" } else { "" }, c.abs() / 100, c.abs() % 100);
            assert_eq!(parse_amount(&s), Some(c), "{s}");
        }
    }
}
