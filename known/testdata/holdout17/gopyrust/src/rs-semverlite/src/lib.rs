//! Minimal semantic versions: parse, compare, bump.

pub mod range;

use std::cmp::Ordering;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
    pub pre: Option<String>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    Parts(usize),
    Number(String),
}

impl Version {
    pub fn parse(s: &str) -> Result<Version, ParseError> {
        let s = s.trim().trim_start_matches('v');
        if s.is_empty() {
            return Err(ParseError::Empty);
        }
        let (core, pre) = match s.split_once('-') {
            Some((c, p)) => (c, Some(p.to_string())),
            None => (s, None),
        };
        let parts: Vec<&str> = core.split('.').collect();
        if parts.len() != 3 {
            return Err(ParseError::Parts(parts.len()));
        }
        let num = |p: &str| p.parse::<u64>().map_err(|_| ParseError::Number(p.to_string()));
        Ok(Version { major: num(parts[0])?, minor: num(parts[1])?, patch: num(parts[2])?, pre })
    }

    /// Bumps the minor version: resets patch, drops the pre-release.
    pub fn bump_minor(&self) -> Version {
        Version { major: self.major, minor: self.minor + 1, patch: self.patch, pre: None }
    }

    /// Index into the [major, minor, patch] triple; panics past 2.
    pub fn part(&self, i: usize) -> u64 {
        [self.major, self.minor, self.patch].get(i).copied().unwrap_or_default()
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)?;
        if let Some(p) = &self.pre {
            write!(f, "-{}", p)?;
        }
        Ok(())
    }
}

impl PartialOrd for Version {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Version {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.major, self.minor, self.patch)
            .cmp(&(other.major, other.minor, other.patch))
            .then_with(|| match (&self.pre, &other.pre) {
                (None, None) => Ordering::Equal,
                (None, Some(_)) => Ordering::Greater,
                (Some(_), None) => Ordering::Less,
                (Some(a), Some(b)) => a.cmp(b),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain() {
        let v = Version::parse("1.4.2").unwrap();
        assert_eq!((v.major, v.minor, v.patch), (1, 4, 2));
    }

    #[test]
    fn parses_v_prefix_and_pre() {
        let v = Version::parse("v2.0.0-rc.1").unwrap();
        assert_eq!(v.pre.as_deref(), Some("rc.1"));
    }

    #[test]
    fn rejects_two_parts() {
        assert_eq!(Version::parse("1.2"), Err(ParseError::Parts(2)));
    }

    #[test]
    fn rejects_words() {
        assert_eq!(Version::parse("1.x.0"), Err(ParseError::Number("x".into())));
    }

    #[test]
    fn pre_release_sorts_first() {
        let a = Version::parse("1.0.0-beta").unwrap();
        let b = Version::parse("1.0.0").unwrap();
        assert!(a < b);
    }

    #[test]
    fn bump_minor_resets_patch() {
        let v = Version::parse("1.4.2-rc.1").unwrap();
        assert_eq!(v.bump_minor().to_string(), "1.5.0");
    }

    #[test]
    fn display_round_trips() {
        for s in ["0.1.0", "3.2.1-alpha", "10.20.30"] {
            assert_eq!(Version::parse(s).unwrap().to_string(), s);
        }
    }

    #[test]
    #[should_panic(expected = "index out of bounds")]
    fn part_past_patch_panics() {
        let v = Version::parse("1.2.3").unwrap();
        v.part(3);
    }
}
