//! A tiny CSV field splitter (RFC 4180 quoting, no multi-line records).

#[derive(Debug, PartialEq)]
pub enum ParseError {
    UnterminatedQuote { col: usize },
    StrayQuote { col: usize },
}

pub fn split(line: &str) -> Result<Vec<String>, ParseError> {
    let mut fields = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.char_indices().peekable();
    let mut at_start = true;
    while let Some((i, c)) = chars.next() {
        match (quoted, c) {
            (false, '"') if at_start => quoted = true,
            (false, '"') => return Err(ParseError::StrayQuote { col: i }),
            (true, '"') => {
                if let Some((_, '"')) = chars.peek() {
                    chars.next();
                    cur.push('"');
                } else {
                    quoted = false;
                }
            }
            (false, ',') => {
                fields.push(std::mem::take(&mut cur));
                at_start = true;
                continue;
            }
            (_, c) => cur.push(c),
        }
        at_start = false;
    }
    if quoted {
        return Err(ParseError::UnterminatedQuote { col: line.len() });
    }
    fields.push(cur);
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(line: &str) -> Vec<String> {
        split(line).expect("valid line")
    }

    #[test]
    fn plain_fields() {
        assert_eq!(ok("a,b,c"), vec!["a", "b", "c"]);
    }

    #[test]
    fn empty_fields() {
        assert_eq!(ok(",,"), vec!["", "", ""]);
    }

    #[test]
    fn quoted_comma() {
        assert_eq!(ok("\"x,y\",z"), vec!["x,y", "z"]);
    }

    #[test]
    fn doubled_quote() {
        assert_eq!(ok("\"say \"\"hi\"\"\""), vec!["say \"hi\""]);
    }

    #[test]
    fn unterminated_quote_error() {
        let line = "\"open,field";
        let width = line.len();
        assert_eq!(split(line), Err(ParseError::UnterminatedQuote { col: 11 }));
    }

    #[test]
    fn stray_quote_error() {
        assert_eq!(split("ab\"c"), Err(ParseError::StrayQuote { col: 2 }));
    }

    #[test]
    fn unicode_fields() {
        assert_eq!(ok("größe,ünit"), vec!["größe", "ünit"]);
    }

    #[test]
    fn single_field() {
        assert_eq!(ok("only"), vec!["only"]);
    }

    #[test]
    #[ignore = "needs the 2 GB fixture from the data bucket"]
    fn large_file_roundtrip() {
        let data = std::fs::read_to_string("/data/fixtures/big.csv").unwrap();
        for line in data.lines() {
            split(line).unwrap();
        }
    }

    #[test]
    #[ignore]
    fn fuzz_random_lines() {
        for n in 0..1_000_000u32 {
            let _ = split(&format!("{n},\"{n}\""));
        }
    }

    #[test]
    #[ignore = "multi-line records are not supported yet"]
    fn newline_in_quotes() {
        assert_eq!(ok("\"a\nb\",c"), vec!["a\nb", "c"]);
    }

    #[test]
    fn trailing_comma() {
        assert_eq!(ok("a,"), vec!["a", ""]);
    }
}
