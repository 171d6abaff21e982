#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone, Copy)]
pub struct Version {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    Parts(usize),
    Number(String),
}

pub fn parse(s: &str) -> Result<Version, ParseError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let parts: Vec<&str> = s.split('.').collect();
    if parts.len() != 3 {
        return Err(ParseError::Parts(parts.len()));
    }
    let n = |p: &str| p.parse::<u32>().map_err(|_| ParseError::Number(p.to_string()));
    Ok(Version { major: n(parts[0])?, minor: n(parts[1])?, patch: n(parts[2])? })
}

pub fn bump_minor(v: Version) -> Version {
    Version { minor: v.minor + 1, ..v }
}

pub fn satisfies(v: Version, req: &str) -> bool {
    let (op, rest) = req.split_at(1);
    let r = parse(rest).unwrap();
    match op {
        "^" => v.major == r.major && v >= r,
        "~" => v.major == r.major && v.minor == r.minor && v >= r,
        _ => panic!("unsupported operator {op}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain() { assert_eq!(parse("1.2.3").unwrap(), Version { major: 1, minor: 2, patch: 3 }); }
    #[test]
    fn parses_with_spaces() { assert!(parse(" 1.2.3 ").is_ok()); }
    #[test]
    fn rejects_empty() { assert_eq!(parse(""), Err(ParseError::Empty)); }
    #[test]
    fn rejects_two_parts() { assert_eq!(parse("1.2"), Err(ParseError::Parts(2))); }
    #[test]
    fn rejects_letters() { assert_eq!(parse("1.x.3"), Err(ParseError::Number("x".into()))); }
    #[test]
    fn parses_v_prefix() { assert_eq!(parse("v1.2.3").unwrap().major, 1); }
    #[test]
    fn bump_resets_patch() {
        let v = bump_minor(parse("1.2.3").unwrap());
        assert_eq!(v, Version { major: 1, minor: 3, patch: 0 }, "bump_minor must reset patch");
    }
    #[test]
    fn caret_matches() { assert!(satisfies(parse("1.4.0").unwrap(), "^1.2.0")); }
    #[test]
    fn tilde_matches() { assert!(satisfies(parse("1.2.9").unwrap(), "~1.2.0")); }
    #[test]
    fn ordering() { assert!(parse("1.10.0").unwrap() > parse("1.9.9").unwrap()); }
}
