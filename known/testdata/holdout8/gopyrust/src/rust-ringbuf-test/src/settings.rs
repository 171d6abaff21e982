use std::fmt;
use std::num::ParseIntError;
use std::str::FromStr;

/// Settings read from "key = value" lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub lines: usize,
    pub flush_ms: u64,
    pub prefix: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { lines: 1000, flush_ms: 500, prefix: String::new() }
    }
}

#[derive(Debug)]
pub enum SettingsError {
    Syntax(usize),
    UnknownKey(String),
    Number(ParseIntError),
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::Syntax(n) => write!(f, "line {n}: expected key = value"),
            SettingsError::UnknownKey(k) => write!(f, "unknown key {k:?}"),
            SettingsError::Number(e) => write!(f, "bad number: {e}"),
        }
    }
}

impl std::error::Error for SettingsError {}

impl From<ParseIntError> for SettingsError {
    fn from(e: ParseIntError) -> Self {
        SettingsError::Number(e)
    }
}

impl FromStr for Settings {
    type Err = SettingsError;

    fn from_str(s: &str) -> Result<Settings, SettingsError> {
        let mut out = Settings::default();
        for (i, line) in s.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (k, v) = line.split_once('=').ok_or(SettingsError::Syntax(i + 1))?;
            let v = v.trim();
            match k.trim() {
                "lines" => out.lines = v.parse()?,
                "flush_ms" => out.flush_ms = v.parse()?,
                "prefix" => out.prefix = v.trim_matches('"').to_string(),
                other => return Err(SettingsError::UnknownKey(other.to_string())),
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::error::Error;

    #[test]
    fn defaults_for_empty_input() -> Result<(), Box<dyn Error>> {
        assert_eq!("".parse::<Settings>()?, Settings::default());
        Ok(())
    }

    #[test]
    fn reads_all_keys() -> Result<(), Box<dyn Error>> {
        let s: Settings = "# ringlog\nlines = 5_000\nflush_ms = 250\nprefix = \"app\"\n".parse()?;
        assert_eq!(s, Settings { lines: 5000, flush_ms: 250, prefix: "app".into() });
        Ok(())
    }

    #[test]
    fn unknown_key_is_an_error() {
        assert!(matches!("colour = red".parse::<Settings>(), Err(SettingsError::UnknownKey(k)) if k == "colour"));
    }
}
