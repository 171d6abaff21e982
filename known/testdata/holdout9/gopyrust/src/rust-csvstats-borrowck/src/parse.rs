//! A small CSV reader: quoted fields, doubled quotes, no embedded newlines.

#[derive(Debug, PartialEq)]
pub enum ParseError {
    UnterminatedQuote { line: usize },
    WrongFieldCount { line: usize, want: usize, got: usize },
}

pub fn split_line(line: &str) -> Result<Vec<String>, usize> {
    let mut fields = Vec::new();
    let mut cur = String::new();
    let mut in_quotes = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, in_quotes) {
            ('"', true) if chars.peek() == Some(&'"') => {
                cur.push('"');
                chars.next();
            }
            ('"', _) => in_quotes = !in_quotes,
            (',', false) => fields.push(std::mem::take(&mut cur)),
            (c, _) => cur.push(c),
        }
    }
    if in_quotes {
        return Err(line.len());
    }
    fields.push(cur);
    Ok(fields)
}

pub fn parse(text: &str) -> Result<Vec<Vec<String>>, ParseError> {
    let rows = Vec::new();
    let mut width = None;
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let fields = split_line(line).map_err(|_| ParseError::UnterminatedQuote { line: i + 1 })?;
        match width {
            None => width = Some(fields.len()),
            Some(w) if w != fields.len() => {
                return Err(ParseError::WrongFieldCount { line: i + 1, want: w, got: fields.len() })
            }
            _ => {}
        }
        rows.push(fields);
    }
    Ok(rows)
}
