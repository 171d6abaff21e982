//! Parses durations like "1h30m", "45s", "2d".

use std::fmt;
use std::num::ParseIntError;

#[derive(Debug, PartialEq)]
pub enum DurError {
    Empty,
    BadNumber(ParseIntError),
    BadUnit(char),
}

impl fmt::Display for DurError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DurError::Empty => write!(f, "empty duration"),
            DurError::BadNumber(e) => write!(f, "bad number: {e}"),
            DurError::BadUnit(c) => write!(f, "unknown unit {c:?}"),
        }
    }
}

impl std::error::Error for DurError {}

/// Returns the duration in seconds.
pub fn parse(s: &str) -> Result<u64, DurError> {
    if s.is_empty() {
        return Err(DurError::Empty);
    }
    let mut total = 0u64;
    let mut num = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        let n: u64 = num.parse().map_err(DurError::BadNumber)?;
        num.clear();
        total += n * match c {
            's' => 1,
            'm' => 60,
            'h' => 3600,
            'd' => 86400,
            other => return Err(DurError::BadUnit(other)),
        };
    }
    if !num.is_empty() {
        total += num.parse::<u64>().map_err(DurError::BadNumber)?;
    }
    Ok(total)
}

/// Formats seconds back as the shortest duration string.
pub fn format(mut secs: u64) -> String {
    let mut out = String::new();
    for (unit, size) in [('d', 86400), ('h', 3600), ('m', 60)] {
        if secs > size {
            out.push_str(&format!("{}{}", secs / size, unit));
            secs %= size;
        }
    }
    if secs > 0 || out.is_empty() {
        out.push_str(&format!("{secs}s"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simple_units() {
        assert_eq!(parse("45s"), Ok(45));
        assert_eq!(parse("2m"), Ok(120));
        assert_eq!(parse("1d"), Ok(86400));
    }

    #[test]
    fn combined() -> Result<(), DurError> {
        assert_eq!(parse("1h30m")?, 5400);
        assert_eq!(parse("1h 30m")?, 5400);
        Ok(())
    }

    #[test]
    fn bad_unit_is_error() {
        assert_eq!(parse("3w"), Err(DurError::BadUnit('w')));
    }

    #[test]
    fn empty_is_error() {
        assert_eq!(parse(""), Err(DurError::Empty));
    }
}
