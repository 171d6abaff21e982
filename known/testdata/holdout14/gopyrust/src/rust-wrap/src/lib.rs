//! Greedy word wrapping and ellipsis truncation.

/// Wraps text to lines of at most `width` characters, breaking at spaces.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        if !cur.is_empty() && cur.len() + 1 + word.len() > width {
            lines.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

/// Cuts `s` to `max` characters, ending in "..." when cut.
pub fn truncate(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    format!("{}...", &s[..max - 3])
}

/// Pads each line to `width` so a block can be boxed.
pub fn pad(lines: &[String], width: usize) -> Vec<String> {
    lines.iter().map(|l| format!("{:<width$}", l, width = width)).collect()
}

/// The first `n` words of a text.
pub fn first_words(text: &str, n: usize) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    words[..n].join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_at_width() {
        assert_eq!(wrap("the quick brown fox jumps", 10), vec!["the quick", "brown fox", "jumps"]);
    }

    #[test]
    fn long_word_stays_whole() {
        assert_eq!(wrap("a supercalifragilistic word", 8), vec!["a", "supercalifragilistic", "word"]);
    }

    #[test]
    fn truncate_short_is_unchanged() {
        assert_eq!(truncate("hello", 10), "hello");
    }

    #[test]
    fn truncate_adds_ellipsis() {
        assert_eq!(truncate("hello world", 8), "hello...");
    }

    #[test]
    fn truncate_tiny_limit() {
        let out = truncate("abcdef", 3);
        assert_ne!(out, "...", "truncate to 3 should keep at least one character");
    }

    #[test]
    fn pad_fills_width() {
        assert_eq!(pad(&["ab".to_string()], 4), vec!["ab  "]);
    }

    #[test]
    fn first_words_of_short_text() {
        assert_eq!(first_words("only three words", 5), "only three words");
    }
}
