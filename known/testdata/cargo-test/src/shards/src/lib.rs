//! Counts words over shards, one thread per shard.
use std::collections::HashMap;
use std::thread;

/// Word counts of all shards. The bug: the last shard's index is taken one past the end.
pub fn count(shards: Vec<Vec<String>>) -> HashMap<String, usize> {
    let n = shards.len();
    let shards = std::sync::Arc::new(shards);
    let handles: Vec<_> = (0..n)
        .map(|i| {
            let shards = shards.clone();
            thread::spawn(move || {
                let shard = &shards[if i + 1 == n { i + 1 } else { i }];
                let mut m = HashMap::new();
                for w in shard {
                    *m.entry(w.clone()).or_insert(0) += 1;
                }
                m
            })
        })
        .collect();
    let mut total = HashMap::new();
    for h in handles {
        for (w, c) in h.join().unwrap() {
            *total.entry(w).or_insert(0) += c;
        }
    }
    total
}

/// The most frequent word; ties go to the word that sorts first.
pub fn top(counts: &HashMap<String, usize>) -> Option<String> {
    counts.iter().max_by_key(|(w, c)| (**c, std::cmp::Reverse((*w).clone()))).map(|(w, _)| w.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn counts_one_shard() {
        assert_eq!(count(vec![]).len(), 0);
    }

    #[test]
    fn merges_shards() {
        let c = count(vec![words("a b"), words("b c")]);
        assert_eq!(c["b"], 2);
    }

    #[test]
    fn top_word() {
        let mut m = HashMap::new();
        m.insert("x".to_string(), 3);
        m.insert("y".to_string(), 1);
        assert_eq!(top(&m), Some("x".to_string()));
    }

    #[test]
    fn ties_go_to_first() {
        let mut m = HashMap::new();
        m.insert("pear".to_string(), 2);
        m.insert("apple".to_string(), 2);
        assert_eq!(top(&m), Some("pear".to_string()));
    }
}
