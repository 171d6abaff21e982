use crate::Config;
use std::fmt;

#[derive(Debug, PartialEq)]
pub enum Error {
    MissingEquals { line: usize },
    UnclosedSection { line: usize },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::MissingEquals { line } => write!(f, "line {line}: expected key = value"),
            Error::UnclosedSection { line } => write!(f, "line {line}: section header lacks ']'"),
        }
    }
}

impl std::error::Error for Error {}

/// Parses INI text. Keys before the first section go in the "" section.
pub fn parse(text: &str) -> Result<Config, Error> {
    let mut cfg = Config::default();
    let mut section = String::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with(';') || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix('[') {
            let name = rest
                .strip_suffix(']')
                .ok_or(Error::UnclosedSection { line: i + 1 })?;
            section = name.trim().to_string();
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or(Error::MissingEquals { line: i + 1 })?;
        cfg.insert(&section, key, value.trim());
    }
    Ok(cfg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_blank_lines() {
        let cfg = parse("; comment\n\n# another\n[a]\nx=1\n").unwrap();
        assert_eq!(cfg.get("a", "x"), Some("1"));
    }

    #[test]
    fn spaces_around_equals() {
        let cfg = parse("[server]\nport = 8080\nhost=example.org\n").unwrap();
        let port: u16 = cfg.get("server", "port").unwrap().parse().unwrap();
        assert_eq!(port, 8080);
    }

    #[test]
    fn missing_equals() {
        assert_eq!(
            parse("[a]\njust a line\n").unwrap_err(),
            Error::MissingEquals { line: 2 }
        );
    }

    #[test]
    fn unclosed_section() {
        assert_eq!(
            parse("[a\nx=1\n").unwrap_err(),
            Error::UnclosedSection { line: 1 }
        );
    }

    #[test]
    fn global_keys() {
        let cfg = parse("name=demo\n[a]\nx=1\n").unwrap();
        assert_eq!(cfg.get("", "name"), Some("demo"));
    }
}
