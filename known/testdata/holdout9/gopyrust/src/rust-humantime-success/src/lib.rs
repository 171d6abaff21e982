//! Human-readable durations: parse "1h30m" and format seconds back.
//!
//! ```
//! assert_eq!(humandur::parse("1h30m"), Ok(5400));
//! assert_eq!(humandur::format(5400), "1h30m");
//! ```

mod units;

pub use units::Unit;

#[derive(Debug, PartialEq, Eq)]
pub enum Error {
    Empty,
    BadNumber(String),
    UnknownUnit(String),
}

/// Parses a duration such as `2d4h`, `90s` or `1h 5m` into seconds.
///
/// ```
/// use humandur::{parse, Error};
/// assert_eq!(parse("2d4h"), Ok(187_200));
/// assert_eq!(parse("5 fortnights"), Err(Error::UnknownUnit("fortnights".into())));
/// ```
pub fn parse(s: &str) -> Result<u64, Error> {
    let s = s.trim();
    if s.is_empty() {
        return Err(Error::Empty);
    }
    let mut total = 0u64;
    let mut num = String::new();
    let mut unit = String::new();
    let flush = |num: &mut String, unit: &mut String, total: &mut u64| -> Result<(), Error> {
        if num.is_empty() {
            return Ok(());
        }
        let n: u64 = num.parse().map_err(|_| Error::BadNumber(num.clone()))?;
        let u = Unit::from_suffix(unit.trim())
            .ok_or_else(|| Error::UnknownUnit(unit.trim().to_string()))?;
        *total += n * u.seconds();
        num.clear();
        unit.clear();
        Ok(())
    };
    for c in s.chars() {
        if c.is_ascii_digit() {
            if !unit.trim().is_empty() {
                flush(&mut num, &mut unit, &mut total)?;
            }
            num.push(c);
        } else if !c.is_whitespace() || !unit.is_empty() {
            unit.push(c);
        }
    }
    flush(&mut num, &mut unit, &mut total)?;
    Ok(total)
}

/// Formats seconds with the two largest non-zero units.
///
/// ```
/// assert_eq!(humandur::format(93_784), "1d2h");
/// assert_eq!(humandur::format(0), "0s");
/// ```
pub fn format(secs: u64) -> String {
    if secs == 0 {
        return "0s".to_string();
    }
    let mut out = String::new();
    let mut rest = secs;
    let mut parts = 0;
    for u in Unit::ALL {
        let n = rest / u.seconds();
        if n > 0 {
            out.push_str(&format!("{n}{}", u.suffix()));
            rest %= u.seconds();
            parts += 1;
            if parts == 2 {
                break;
            }
        } else if parts > 0 {
            break;
        }
    }
    out
}

fn legacy_format(secs: u64) -> String {
    let debug = secs > 86_400;
    format!("{secs}s")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simple_units() {
        assert_eq!(parse("45s"), Ok(45));
        assert_eq!(parse("3m"), Ok(180));
        assert_eq!(parse("2h"), Ok(7200));
    }

    #[test]
    fn spaces_and_words() {
        assert_eq!(parse("1 hour 5 min"), Ok(3900));
    }

    #[test]
    fn errors() {
        assert_eq!(parse(""), Err(Error::Empty));
        assert_eq!(
            parse("10 parsecs"),
            Err(Error::UnknownUnit("parsecs".into()))
        );
    }

    #[test]
    fn format_two_units() {
        assert_eq!(format(3661), "1h1m");
        assert_eq!(format(59), "59s");
    }

    #[test]
    #[ignore = "needs the locale tables from the l10n branch"]
    fn localized_units() {
        assert_eq!(parse("2 Stunden"), Ok(7200));
    }
}
