//! Caret ranges: ^1.2.3 accepts >=1.2.3, <2.0.0.

use crate::Version;

pub fn caret_matches(base: &Version, v: &Version) -> bool {
    if v < base {
        return false;
    }
    if base.major > 0 {
        v.major == base.major
    } else {
        v.major == 0 && v.minor == base.minor
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Version {
        Version::parse(s).unwrap()
    }

    #[test]
    fn same_major() {
        assert!(caret_matches(&v("1.2.3"), &v("1.9.0")));
        assert!(!caret_matches(&v("1.2.3"), &v("2.0.0")));
    }

    #[test]
    fn zero_major_pins_minor() {
        assert!(caret_matches(&v("0.3.1"), &v("0.3.9")));
        assert!(!caret_matches(&v("0.3.1"), &v("0.4.0")));
    }

    #[test]
    fn below_base() {
        assert!(!caret_matches(&v("1.2.3"), &v("1.2.2")));
    }
}
