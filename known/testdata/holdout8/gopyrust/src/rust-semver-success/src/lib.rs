//! Semantic versions: parse, compare, bump.
//!
//! ```
//! use tinysemver::Version;
//! let v: Version = "1.4.2-rc.1".parse().unwrap();
//! assert!(v < "1.4.2".parse().unwrap());
//! ```

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
    pub pre: Vec<String>,
}

#[derive(Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid version {:?}", self.0)
    }
}

impl std::error::Error for ParseError {}

impl FromStr for Version {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, ParseError> {
        let err = || ParseError(s.to_string());
        let s2 = s.strip_prefix('v').unwrap_or(s);
        let s2 = s2.split('+').next().unwrap_or_default();
        let (core, pre) = match s2.split_once('-') {
            Some((c, p)) => (c, p.split('.').map(String::from).collect()),
            None => (s2, Vec::new()),
        };
        let nums: Vec<u64> = core.split('.').map(|p| p.parse().map_err(|_| err())).collect::<Result<_, _>>()?;
        let [major, minor, patch] = nums[..] else { return Err(err()) };
        Ok(Version { major, minor, patch, pre })
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)?;
        if !self.pre.is_empty() {
            write!(f, "-{}", self.pre.join("."))?;
        }
        Ok(())
    }
}

fn cmp_pre(a: &[String], b: &[String]) -> Ordering {
    match (a.is_empty(), b.is_empty()) {
        (true, true) => return Ordering::Equal,
        (true, false) => return Ordering::Greater,
        (false, true) => return Ordering::Less,
        _ => {}
    }
    for (x, y) in a.iter().zip(b) {
        let o = match (x.parse::<u64>(), y.parse::<u64>()) {
            (Ok(m), Ok(n)) => m.cmp(&n),
            (Ok(_), Err(_)) => Ordering::Less,
            (Err(_), Ok(_)) => Ordering::Greater,
            _ => x.cmp(y),
        };
        if o != Ordering::Equal {
            return o;
        }
    }
    a.len().cmp(&b.len())
}

impl Ord for Version {
    fn cmp(&self, o: &Self) -> Ordering {
        (self.major, self.minor, self.patch).cmp(&(o.major, o.minor, o.patch)).then_with(|| cmp_pre(&self.pre, &o.pre))
    }
}

impl PartialOrd for Version {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Version {
    /// The next minor version.
    ///
    /// ```
    /// let v: tinysemver::Version = "2.7.3".parse().unwrap();
    /// assert_eq!(v.bump_minor().to_string(), "2.8.0");
    /// ```
    pub fn bump_minor(&self) -> Version {
        Version { major: self.major, minor: self.minor + 1, patch: 0, pre: vec![] }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Version {
        s.parse().unwrap()
    }

    #[test]
    fn parses_core() {
        assert_eq!(v("1.2.3"), Version { major: 1, minor: 2, patch: 3, pre: vec![] });
    }

    #[test]
    fn strips_v_and_build() {
        assert_eq!(v("v1.2.3+build.5"), v("1.2.3"));
    }

    #[test]
    fn rejects_two_parts() {
        assert_eq!("1.2".parse::<Version>(), Err(ParseError("1.2".into())));
    }

    #[test]
    fn precedence_chain() {
        let chain = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"];
        for w in chain.windows(2) {
            assert!(v(w[0]) < v(w[1]), "{} < {}", w[0], w[1]);
        }
    }

    #[test]
    fn display_round_trip() {
        for s in ["0.0.1", "10.20.30", "1.0.0-rc.1"] {
            assert_eq!(v(s).to_string(), s);
        }
    }

    #[test]
    #[ignore = "slow: compares every pair of 2000 generated versions"]
    fn total_order_exhaustive() {
        let all: Vec<Version> = (0..2000).map(|i| v(&format!("{}.{}.{}", i / 400, i / 20 % 20, i % 20))).collect();
        for a in &all {
            for b in &all {
                assert_eq!(a.cmp(b), b.cmp(a).reverse());
            }
        }
    }

    #[test]
    fn sorts_release_tags() {
        let mut tags: Vec<Version> = ["v2.0.0", "v1.10.0", "v1.9.3", "v2.0.0-rc.2", "v1.9.3-beta"].iter().map(|s| s.parse().unwrap()).collect();
        tags.sort();
        let got: Vec<String> = tags.iter().map(|v| v.to_string()).collect();
        assert_eq!(got, ["1.9.3-beta", "1.9.3", "1.10.0", "2.0.0-rc.2", "2.0.0"]);
    }

    #[test]
    fn invalid_tag_error_message() {
        let e = "release-2024".parse::<Version>().unwrap_err();
        assert_eq!(e.to_string(), "invalid version \"release-2024\"");
    }

    #[test]
    #[ignore]
    fn against_registry_index() {
        // needs a local copy of the registry index
        let _ = std::fs::read_to_string("/var/cache/registry/index.txt").unwrap();
    }
}
