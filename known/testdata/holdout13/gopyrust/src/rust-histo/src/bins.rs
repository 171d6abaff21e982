use std::collections::HashMap;

/// Counts samples per bucket; buckets are keyed by their lower edge.
pub struct Histogram {
    width: f64,
    counts: HashMap<f64, u64>,
}

impl Histogram {
    pub fn new(width: f64) -> Self {
        Histogram { width, counts: HashMap::new() }
    }

    pub fn add(&mut self, x: f64) {
        let edge = (x / self.width).floor() * self.width;
        *self.counts.entry(edge).or_insert(0) += 1;
    }

    pub fn total(&self) -> u64 {
        self.counts.values().sum()
    }
}
