const ONES: [&str; 20] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
];
const TENS: [&str; 10] = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const SCALES: [&str; 7] = ["", "thousand", "million", "billion", "trillion", "quadrillion", "quintillion"];

fn below_thousand(n: u64, out: &mut Vec<String>) {
    let (h, r) = (n / 100, n % 100);
    if h > 0 {
        out.push(format!("{} hundred", ONES[h as usize]));
    }
    if r == 0 {
        return;
    }
    if r < 20 {
        out.push(ONES[r as usize].to_string());
    } else if r % 10 == 0 {
        out.push(TENS[(r / 10) as usize].to_string());
    } else {
        out.push(format!("{}-{}", TENS[(r / 10) as usize], ONES[(r % 10) as usize]));
    }
}

/// The cardinal number, e.g. `cardinal(21) == "twenty-one"`.
///
/// ```
/// assert_eq!(numwords::cardinal(0), "zero");
/// assert_eq!(numwords::cardinal(1_000_000), "one million");
/// ```
pub fn cardinal(n: u64) -> String {
    if n == 0 {
        return "zero".to_string();
    }
    let mut groups = Vec::new();
    let mut m = n;
    while m > 0 {
        groups.push(m % 1000);
        m /= 1000;
    }
    let mut out = Vec::new();
    for (i, &g) in groups.iter().enumerate().rev() {
        if g == 0 {
            continue;
        }
        below_thousand(g, &mut out);
        if i > 0 {
            out.push(SCALES[i].to_string());
        }
    }
    out.join(" ")
}

/// Like [`cardinal`] for signed numbers.
///
/// ```
/// assert_eq!(numwords::cardinal_i64(-7), "minus seven");
/// ```
pub fn cardinal_i64(n: i64) -> String {
    if n < 0 {
        format!("minus {}", cardinal(n.unsigned_abs()))
    } else {
        cardinal(n as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! cases {
        ($($name:ident: $n:expr => $want:expr,)*) => {
            $(
                #[test]
                fn $name() {
                    assert_eq!(cardinal($n), $want);
                }
            )*
        };
    }

    cases! {
        zero: 0 => "zero",
        one: 1 => "one",
        seven: 7 => "seven",
        ten: 10 => "ten",
        eleven: 11 => "eleven",
        thirteen: 13 => "thirteen",
        nineteen: 19 => "nineteen",
        twenty: 20 => "twenty",
        twenty_one: 21 => "twenty-one",
        forty_two: 42 => "forty-two",
        ninety_nine: 99 => "ninety-nine",
        one_hundred: 100 => "one hundred",
        one_hundred_one: 101 => "one hundred one",
        one_hundred_ten: 110 => "one hundred ten",
        two_hundred_fifty: 250 => "two hundred fifty",
        nine_nine_nine: 999 => "nine hundred ninety-nine",
        one_thousand: 1000 => "one thousand",
        one_thousand_one: 1001 => "one thousand one",
        ten_thousand: 10_000 => "ten thousand",
        twelve_thousand_345: 12_345 => "twelve thousand three hundred forty-five",
        hundred_thousand: 100_000 => "one hundred thousand",
        one_million: 1_000_000 => "one million",
        million_and_one: 1_000_001 => "one million one",
        two_billion: 2_000_000_000 => "two billion",
        max_u32: 4_294_967_295u64 => "four billion two hundred ninety-four million nine hundred sixty-seven thousand two hundred ninety-five",
        trillion: 1_000_000_000_000 => "one trillion",
        quintillion: 1_000_000_000_000_000_000 => "one quintillion",
    }

    #[test]
    fn negative() {
        assert_eq!(cardinal_i64(-42), "minus forty-two");
        assert_eq!(cardinal_i64(i64::MIN), "minus nine quintillion two hundred twenty-three quadrillion three hundred seventy-two trillion thirty-six billion eight hundred fifty-four million seven hundred seventy-five thousand eight hundred eight");
    }
}
