/// A temperature with its unit.
#[derive(Debug, PartialEq)]
pub enum Temp {
    C(f64),
    F(f64),
    K(f64),
}

/// Parses "21.5C", "70F" or "300K".
pub fn parse(s: &str) -> Result<Temp, String> {
    let s = s.trim();
    if s.len() < 2 {
        return Err(format!("error: too short: {:?}", s));
    }
    let (num, unit) = s.split_at(s.len() - 1);
    let v: f64 = num.parse().map_err(|e| format!("error: bad number {:?}: {}", num, e))?;
    match unit {
        "C" | "c" => Ok(Temp::C(v)),
        "F" | "f" => Ok(Temp::F(v)),
        "K" | "k" => Ok(Temp::K(v)),
        _ => Err(format!("error: unknown unit {:?}", unit)),
    }
}

/// All readings that parse, ignoring the rest.
pub fn parse_all(items: &Vec<String>) -> Vec<Temp> {
    items.iter().filter_map(|s| parse(&s).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_units() {
        assert_eq!(parse("21.5C"), Ok(Temp::C(21.5)));
        assert_eq!(parse("70f"), Ok(Temp::F(70.0)));
    }

    #[test]
    fn error_on_unknown_unit() {
        let e = parse("12X").unwrap_err();
        assert!(e.starts_with("error: unknown unit"), "{e}");
    }

    #[test]
    fn error_on_bad_number() {
        assert!(parse("abcC").is_err());
    }
}
