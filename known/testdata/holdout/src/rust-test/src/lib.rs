pub fn word_count(s: &str) -> usize {
    s.split(' ').filter(|w| !w.is_empty()).count()
}

pub fn line_count(s: &str) -> usize {
    s.lines().count()
}

pub fn longest_word(s: &str) -> Option<&str> {
    s.split_whitespace().max_by_key(|w| w.len())
}

pub fn average_word_len(s: &str) -> f64 {
    let words: Vec<&str> = s.split_whitespace().collect();
    let total: usize = words.iter().map(|w| w.len()).sum();
    total as f64 / words.len() as f64
}

pub fn parse_ratio(s: &str) -> (u32, u32) {
    let (a, b) = s.split_once(':').unwrap();
    (a.trim().parse().unwrap(), b.trim().parse().unwrap())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_words() {
        assert_eq!(word_count("the quick brown fox"), 4);
    }

    #[test]
    fn counts_words_with_tabs() {
        assert_eq!(word_count("the\tquick  brown\nfox"), 4);
    }

    #[test]
    fn counts_lines() {
        assert_eq!(line_count("a\nb\nc"), 3);
    }

    #[test]
    fn finds_longest() {
        assert_eq!(longest_word("a bbb cc"), Some("bbb"));
    }

    #[test]
    fn empty_longest() {
        assert_eq!(longest_word(""), None);
    }

    #[test]
    fn average_len() {
        assert!((average_word_len("ab abcd") - 3.0).abs() < 1e-9);
    }

    #[test]
    fn average_len_empty() {
        assert_eq!(average_word_len(""), 0.0);
    }

    #[test]
    fn ratio() {
        assert_eq!(parse_ratio("16:9"), (16, 9));
    }

    #[test]
    fn ratio_spaces() {
        assert_eq!(parse_ratio(" 4 : 3 "), (4, 3));
    }

    #[test]
    fn ratio_bad() {
        let r = parse_ratio("4x3");
        assert_eq!(r, (4, 3));
    }

    #[test]
    #[ignore]
    fn slow_corpus() {
        assert!(true);
    }
}
