//! Roman numerals.

const TABLE: &[(u32, &str)] = &[
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
];

/// Converts 1..=3999 to a Roman numeral.
pub fn to_roman(mut n: u32) -> Option<String> {
    if n == 0 || n > 3999 {
        return None;
    }
    let mut out = String::new();
    for &(value, digits) in TABLE {
        while n >= value {
            out.push_str(digits);
            n -= value;
        }
    }
    Some(out)
}

/// Parses a Roman numeral.
pub fn from_roman(s: &str) -> Option<u32> {
    let mut rest = s;
    let mut total = 0;
    for &(value, digits) in TABLE {
        while let Some(r) = rest.strip_prefix(digits) {
            total += value;
            rest = r;
        }
    }
    if rest.is_empty() && total > 0 {
        Some(total)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_numbers() {
        assert_eq!(to_roman(1).as_deref(), Some("I"));
        assert_eq!(to_roman(4).as_deref(), Some("IV"));
        assert_eq!(to_roman(9).as_deref(), Some("IX"));
        assert_eq!(to_roman(14).as_deref(), Some("XIV"));
    }

    #[test]
    fn forties_and_nineties() {
        assert_eq!(to_roman(40).as_deref(), Some("XL"));
        assert_eq!(to_roman(90).as_deref(), Some("XC"));
        assert_eq!(to_roman(1994).as_deref(), Some("MCMXCIV"));
    }

    #[test]
    fn out_of_range() {
        assert_eq!(to_roman(0), None);
        assert_eq!(to_roman(4000), None);
    }

    #[test]
    fn parse_simple() {
        assert_eq!(from_roman("MMXXIV"), Some(2024));
        assert_eq!(from_roman("CDXLIV"), Some(444));
    }

    #[test]
    fn parse_rejects_garbage() {
        assert_eq!(from_roman(""), None);
        assert_eq!(from_roman("ABC"), None);
    }

    #[test]
    fn parse_rejects_non_canonical() {
        assert_eq!(from_roman("IIII"), None);
    }

    #[test]
    fn round_trip_hundreds() {
        for n in (100..=3900).step_by(100) {
            let r = to_roman(n).unwrap();
            assert_eq!(from_roman(&r), Some(n), "round trip of {n} via {r}");
        }
    }
}
