use crate::cardinal::cardinal;

const IRREGULAR: [(&str, &str); 8] = [
    ("one", "first"), ("two", "second"), ("three", "third"), ("five", "fifth"),
    ("eight", "eighth"), ("nine", "ninth"), ("twelve", "twelfth"), ("zero", "zeroth"),
];

/// The ordinal in words, e.g. `ordinal(21) == "twenty-first"`.
///
/// ```
/// assert_eq!(numwords::ordinal(3), "third");
/// assert_eq!(numwords::ordinal(100), "one hundredth");
/// ```
pub fn ordinal(n: u64) -> String {
    let c = cardinal(n);
    let (head, last) = match c.rfind([' ', '-']) {
        Some(i) => c.split_at(i + 1),
        None => ("", c.as_str()),
    };
    let last = match IRREGULAR.iter().find(|(k, _)| *k == last) {
        Some((_, v)) => v.to_string(),
        None if last.ends_with('y') => format!("{}ieth", &last[..last.len() - 1]),
        None => format!("{last}th"),
    };
    format!("{head}{last}")
}

/// The numeric suffix: 1 -> "st", 2 -> "nd", 3 -> "rd", 11 -> "th".
///
/// ```
/// assert_eq!(numwords::suffix(22), "nd");
/// ```
pub fn suffix(n: u64) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! ord {
        ($($name:ident: $n:expr => $want:expr,)*) => {
            $(
                #[test]
                fn $name() {
                    assert_eq!(ordinal($n), $want);
                }
            )*
        };
    }

    ord! {
        ord_first: 1 => "first",
        ord_second: 2 => "second",
        ord_third: 3 => "third",
        ord_fourth: 4 => "fourth",
        ord_fifth: 5 => "fifth",
        ord_eighth: 8 => "eighth",
        ord_ninth: 9 => "ninth",
        ord_twelfth: 12 => "twelfth",
        ord_twentieth: 20 => "twentieth",
        ord_twenty_first: 21 => "twenty-first",
        ord_forty_second: 42 => "forty-second",
        ord_ninety_ninth: 99 => "ninety-ninth",
        ord_hundredth: 100 => "one hundredth",
        ord_hundred_third: 103 => "one hundred third",
        ord_thousandth: 1000 => "one thousandth",
        ord_millionth: 1_000_000 => "one millionth",
    }

    #[test]
    fn suffixes() {
        for (n, s) in [(1, "st"), (2, "nd"), (3, "rd"), (4, "th"), (11, "th"), (12, "th"), (13, "th"), (21, "st"), (111, "th"), (112, "th"), (1001, "st")] {
            assert_eq!(suffix(n), s, "suffix({n})");
        }
    }
}
