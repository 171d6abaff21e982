//! Greedy word wrapping.

/// Wraps `text` into lines of at most `width` characters (longer words get their own line).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        if cur.is_empty() {
            cur.push_str(word);
        } else if cur.chars().count() + word.chars().count() < width {
            cur.push(' ');
            cur.push_str(word);
        } else {
            lines.push(std::mem::take(&mut cur));
            cur.push_str(word);
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty() {
        assert!(wrap("", 10).is_empty());
        assert!(wrap("   ", 10).is_empty());
    }

    #[test]
    fn short_text_one_line() {
        assert_eq!(wrap("hello world", 40), vec!["hello world"]);
    }

    #[test]
    fn breaks_between_words() {
        assert_eq!(
            wrap("the quick brown fox jumps over the lazy dog", 15),
            vec!["the quick brown", "fox jumps over", "the lazy dog"]
        );
    }

    #[test]
    fn long_word_alone() {
        assert_eq!(wrap("a supercalifragilistic b", 5), vec!["a", "supercalifragilistic", "b"]);
    }

    #[test]
    fn collapses_whitespace() {
        assert_eq!(wrap("a   b\n\tc", 80), vec!["a b c"]);
    }
}
