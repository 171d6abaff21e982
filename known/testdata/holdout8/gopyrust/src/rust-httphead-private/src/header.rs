use crate::Error;

/// Splits one "Name: value" line; names are returned lower-cased, values trimmed.
pub(crate) fn parse_header(n: usize, line: &str) -> Result<(String, String), Error> {
    let (name, value) = line.split_once(':').ok_or_else(|| Error::Header { line: n, text: line.to_string() })?;
    if name.is_empty() || name.bytes().any(|b| b.is_ascii_whitespace() || b.is_ascii_control()) {
        return Err(Error::Header { line: n, text: line.to_string() });
    }
    Ok((name.to_ascii_lowercase(), value.trim().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowercases_name() {
        assert_eq!(parse_header(2, "Content-Type:  text/plain ").unwrap(), ("content-type".into(), "text/plain".into()));
    }

    #[test]
    fn rejects_space_before_colon() {
        assert!(parse_header(3, "Host : x").is_err());
    }
}
