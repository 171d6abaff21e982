//! Parses and formats human durations such as `1h30m` or `45s`.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Duration {
    pub secs: u64,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    BadNumber(String),
    BadUnit(char),
    MissingUnit,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty duration"),
            ParseError::BadNumber(s) => write!(f, "bad number {s:?}"),
            ParseError::BadUnit(c) => write!(f, "unknown unit {c:?}"),
            ParseError::MissingUnit => write!(f, "number without a unit"),
        }
    }
}

pub fn parse(s: &str) -> Result<Duration, ParseError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut secs = 0u64;
    let mut num = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        let n: u64 = num.parse().map_err(|_| ParseError::BadNumber(num.clone()))?;
        secs += n * match c {
            'd' => 86_400,
            'h' => 3_600,
            'm' => 60,
            's' => 1,
            other => return Err(ParseError::BadUnit(other)),
        };
        num.clear();
    }
    if !num.is_empty() {
        return Err(ParseError::MissingUnit);
    }
    Ok(Duration { secs })
}

impl fmt::Display for Duration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (h, m, s) = (self.secs / 3600, self.secs / 60 % 60, self.secs % 60);
        let mut out = String::new();
        if h > 0 {
            out += &format!("{h}h");
        }
        if m > 0 {
            out += &format!("{m}m");
        }
        if s > 0 || out.is_empty() {
            out += &format!("{s}s");
        }
        f.write_str(&out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_single_units() {
        assert_eq!(parse("45s").unwrap().secs, 45);
        assert_eq!(parse("2m").unwrap().secs, 120);
        assert_eq!(parse("1h").unwrap().secs, 3600);
    }

    #[test]
    fn parses_combined() {
        assert_eq!(parse("1h30m").unwrap().secs, 5400);
        assert_eq!(parse("1d2h").unwrap().secs, 93_600);
    }

    #[test]
    fn rejects_unknown_unit() {
        assert_eq!(parse("3w"), Err(ParseError::BadUnit('w')));
    }

    #[test]
    fn rejects_bare_number() {
        assert_eq!(parse("90"), Err(ParseError::MissingUnit));
    }

    #[test]
    fn formats_zero() {
        assert_eq!(Duration { secs: 0 }.to_string(), "0s");
    }

    #[test]
    fn formats_mixed() {
        assert_eq!(Duration { secs: 3725 }.to_string(), "1h2m5s");
    }
}
