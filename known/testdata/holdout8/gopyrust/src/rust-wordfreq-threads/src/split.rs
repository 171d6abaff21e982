/// Splits `text` into `n` chunks of about equal byte length, each ending at whitespace
/// so that no word is cut in two (a chunk can come out empty).
pub fn chunks(text: &str, n: usize) -> Vec<&str> {
    let n = n.max(1);
    let size = text.len() / n;
    let mut out = Vec::with_capacity(n);
    let mut start = 0;
    for i in 1..n {
        let mut end = (size * i).max(start);
        // move forward to the next whitespace
        while end < text.len() && !text.as_bytes()[end].is_ascii_whitespace() {
            end += 1;
        }
        out.push(&text[start..end]);
        start = end;
    }
    out.push(&text[start..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins_back_to_text() {
        let t = "the quick brown fox jumps over the lazy dog";
        for n in 1..6 {
            assert_eq!(chunks(t, n).concat(), t);
        }
    }

    #[test]
    fn never_cuts_a_word() {
        let t = "alpha beta gamma delta epsilon";
        for c in chunks(t, 3) {
            assert!(!c.starts_with(|ch: char| ch.is_alphabetic()) || t.starts_with(c) || c.is_empty() || t.contains(&format!(" {c}")));
        }
    }
}
