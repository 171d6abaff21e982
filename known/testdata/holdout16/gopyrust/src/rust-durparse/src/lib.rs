//! Parses durations like "1h30m", "45s", "2d".
mod unit;

pub use unit::Unit;

#[derive(Debug, PartialEq)]
pub enum Error {
    Empty,
    BadNumber(String),
    UnknownUnit(char),
}

/// Parses `s` into a number of seconds.
pub fn parse(s: &str) -> Result<u64, Error> {
    let s = s.trim();
    if s.is_empty() {
        return Err(Error::Empty);
    }
    let mut total = 0u64;
    let mut num = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        let unit = Unit::from_char(c).ok_or(Error::UnknownUnit(c))?;
        let n: u64 = num.parse().map_err(|_| Error::BadNumber(num.clone()))?;
        total += n * unit.seconds();
        num.clear();
    }
    if !num.is_empty() {
        return Err(Error::BadNumber(num));
    }
    Ok(total)
}

/// Formats seconds back into the largest units, like "1h30m".
pub fn format(mut secs: u64) -> String {
    if secs == 0 {
        return "0s".to_string();
    }
    let mut out = String::new();
    for unit in Unit::ALL {
        let n = secs / unit.seconds();
        if n > 0 {
            out.push_str(&format!("{}{}", n, unit.symbol()));
            secs %= unit.seconds();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_single_units() {
        assert_eq!(parse("45s"), Ok(45));
        assert_eq!(parse("2m"), Ok(120));
        assert_eq!(parse("1h"), Ok(3600));
    }

    #[test]
    fn parses_compound() {
        assert_eq!(parse("1h30m"), Ok(5400));
        assert_eq!(parse("1d2h3m4s"), Ok(93784));
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(parse(""), Err(Error::Empty));
        assert_eq!(parse("5x"), Err(Error::UnknownUnit('x')));
        assert_eq!(parse("12"), Err(Error::BadNumber("12".into())));
    }

    #[test]
    fn parses_weeks() {
        assert_eq!(parse("2w"), Ok(1_209_600));
    }

    #[test]
    fn formats_round_trip() {
        for s in ["45s", "2m", "1h30m", "1d2h3m4s"] {
            assert_eq!(format(parse(s).unwrap()), s);
        }
    }
}
