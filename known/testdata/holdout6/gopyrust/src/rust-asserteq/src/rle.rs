//! Run-length encoding: "aaab" <-> "3a1b".

pub fn encode(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        let mut n = 1;
        while chars.peek() == Some(&c) {
            chars.next();
            n += 1;
        }
        out.push_str(&n.to_string());
        out.push(c);
    }
    out
}

#[derive(Debug, PartialEq)]
pub enum DecodeError {
    MissingCount(usize),
    TrailingDigits,
}

pub fn decode(s: &str) -> Result<String, DecodeError> {
    let mut out = String::new();
    let mut n: usize = 0;
    let mut have = false;
    for (i, c) in s.char_indices() {
        if let Some(d) = c.to_digit(10) {
            n = n * 10 + d as usize;
            have = true;
        } else {
            if !have {
                return Err(DecodeError::MissingCount(i));
            }
            out.extend(std::iter::repeat(c).take(n));
            n = 0;
            have = false;
        }
    }
    if have {
        return Err(DecodeError::TrailingDigits);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encode_runs() {
        assert_eq!(encode("aaabcc"), "3a1b2c");
        assert_eq!(encode(""), "");
    }

    #[test]
    fn encode_unicode() {
        assert_eq!(encode("ééé"), "3é");
    }

    #[test]
    fn decode_runs() {
        assert_eq!(decode("3a1b2c"), Ok("aaabcc".to_string()));
        assert_eq!(decode("12x"), Ok("x".repeat(12)));
    }

    #[test]
    fn decode_error_missing_count() {
        assert_eq!(decode("3ab"), Err(DecodeError::MissingCount(2)));
    }

    #[test]
    fn decode_error_trailing_digits() {
        assert_eq!(decode("2a5"), Err(DecodeError::TrailingDigits));
    }

    #[test]
    fn round_trip() {
        for s in ["hello", "aaaaaaaaaaaa", "abcabc", "zz top"] {
            assert_eq!(decode(&encode(s)).as_deref(), Ok(s));
        }
    }
}
