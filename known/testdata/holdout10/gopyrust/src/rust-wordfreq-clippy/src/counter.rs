use std::collections::HashMap;

/// Word counts.
pub struct Counter {
    counts: HashMap<String, usize>,
    total: usize,
}

impl Counter {
    pub fn new() -> Self {
        Counter {
            counts: HashMap::new(),
            total: 0,
        }
    }

    pub fn add_text(&mut self, text: &str) {
        for word in text.split(|c: char| !c.is_alphanumeric()) {
            if word.len() == 0 {
                continue;
            }
            *self.counts.entry(word.to_lowercase()).or_insert(0) += 1;
            self.total += 1;
        }
    }

    pub fn get(&self, word: &str) -> usize {
        self.counts.get(word).copied().unwrap_or(0)
    }

    /// The n most frequent words, ties broken alphabetically.
    pub fn top(&self, n: usize) -> Vec<(String, usize)> {
        let mut v: Vec<(String, usize)> =
            self.counts.iter().map(|(w, c)| (w.clone(), *c)).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        v.truncate(n);
        v
    }

    pub fn total(&self) -> usize {
        self.total
    }
}
