use std::collections::HashMap;

/// The `n` most frequent words, most frequent first; ties in alphabetical order.
pub fn top_n(counts: &HashMap<String, usize>, n: usize) -> Vec<(String, usize)> {
    let mut v: Vec<(String, usize)> = counts.iter().map(|(w, c)| (w.clone(), *c)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(b.0.cmp(&a.0)));
    v.truncate(n);
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count_words;

    #[test]
    fn most_frequent_first() {
        let m = count_words("a a a b b c");
        assert_eq!(top_n(&m, 2), vec![("a".to_string(), 3), ("b".to_string(), 2)]);
    }

    #[test]
    fn ties_are_alphabetical() {
        let m = count_words("pear fig apple fig kiwi apple pear plum");
        assert_eq!(
            top_n(&m, 4),
            vec![("apple".to_string(), 2), ("fig".to_string(), 2), ("pear".to_string(), 2), ("kiwi".to_string(), 1)]
        );
    }
}
