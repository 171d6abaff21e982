use std::collections::HashMap;
use std::thread;

use crate::split::chunks;

/// Counts words (lower-cased, split on anything that is not alphanumeric or an apostrophe).
pub fn count_words(text: &str) -> HashMap<String, usize> {
    let mut m = HashMap::new();
    for w in text.split(|c: char| !(c.is_alphanumeric() || c == '\'')).filter(|w| !w.is_empty()) {
        *m.entry(w.to_lowercase()).or_insert(0) += 1;
    }
    m
}

/// Like [`count_words`], with the text split over `threads` threads.
pub fn count_parallel(text: &str, threads: usize) -> HashMap<String, usize> {
    let parts: Vec<String> = chunks(text, threads).into_iter().map(String::from).collect();
    let handles: Vec<_> = parts.into_iter().map(|p| thread::spawn(move || count_words(&p))).collect();
    let mut total = HashMap::new();
    for h in handles {
        for (w, n) in h.join().unwrap() {
            *total.entry(w).or_insert(0) += n;
        }
    }
    total
}

/// Merges shards of "word<TAB>count" lines (one shard per file written by an earlier
/// run), parsing each shard on its own thread.
pub fn merge_shards(shards: Vec<String>) -> HashMap<String, usize> {
    let handles: Vec<_> = shards
        .into_iter()
        .map(|shard| {
            thread::spawn(move || {
                let mut m = HashMap::new();
                for line in shard.lines() {
                    let parts: Vec<&str> = line.split('\t').collect();
                    let n: usize = parts[1].trim().parse().unwrap_or(0);
                    *m.entry(parts[0].to_string()).or_insert(0) += n;
                }
                m
            })
        })
        .collect();
    let mut total = HashMap::new();
    for h in handles {
        for (w, n) in h.join().unwrap() {
            *total.entry(w).or_insert(0) += n;
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    const ENGLISH: &str = "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness";
    const FRENCH: &str = "Là où la forêt éclaire l'été, la rivière coule près du château où l'élève rêve";

    #[test]
    fn counts_case_insensitively() {
        let m = count_words("Go go GO stop");
        assert_eq!(m["go"], 3);
        assert_eq!(m["stop"], 1);
    }

    #[test]
    fn parallel_matches_serial_english() {
        assert_eq!(count_parallel(ENGLISH, 4), count_words(ENGLISH));
    }

    #[test]
    fn parallel_matches_serial_french() {
        assert_eq!(count_parallel(FRENCH, 4), count_words(FRENCH));
    }

    #[test]
    fn merges_shards() {
        let shards = vec![
            "the\t10\nof\t4\n".to_string(),
            "# shard 2 (from wiki-2024-06)\nthe\t7\nage\t2\n".to_string(),
            "of\t1\n".to_string(),
        ];
        let m = merge_shards(shards);
        assert_eq!((m["the"], m["of"], m["age"]), (17, 5, 2));
    }
}
