//! Parses HTTP-style header blocks.

use std::collections::BTreeMap;

/// A parsed header block.
#[derive(Debug, Default, PartialEq)]
pub struct Headers {
    pub fields: BTreeMap<String, String>,
}

/// Parses one `Name: value` line. Panics on a line without a colon: callers validate first.
pub fn parse_line(line: &str) -> (String, String) {
    let (name, value) = line
        .split_once(':')
        .unwrap_or_else(|| panic!("invalid header line: {line:?}"));
    if name.trim().is_empty() {
        panic!("empty header name in {line:?}");
    }
    (name.trim().to_ascii_lowercase(), value.trim().to_string())
}

/// Parses a block of lines; repeated names are joined with ", ".
pub fn parse_block(text: &str) -> Headers {
    let mut h = Headers::default();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let (k, v) = parse_line(line);
        h.fields
            .entry(k)
            .and_modify(|old| {
                old.push(',');
                old.push_str(&v)
            })
            .or_insert(v);
    }
    h
}

/// Content-Length as a number.
pub fn content_length(h: &Headers) -> Option<u64> {
    h.fields.get("content-length").map(|v| v.parse().unwrap())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_simple_line() {
        assert_eq!(parse_line("Host: example.org"), ("host".into(), "example.org".into()));
    }

    #[test]
    #[should_panic(expected = "invalid header line")]
    fn rejects_line_without_colon() {
        eprintln!("error: feeding a malformed line on purpose");
        parse_line("this is not a header");
    }

    #[test]
    #[should_panic(expected = "empty header name")]
    fn rejects_empty_name() {
        parse_line(": value");
    }

    #[test]
    fn joins_repeated_names() {
        let h = parse_block("Accept: text/html\nAccept: application/json\n");
        assert_eq!(h.fields["accept"], "text/html, application/json");
    }
}
