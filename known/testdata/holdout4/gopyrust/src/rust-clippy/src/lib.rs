//! Fixed-width histograms of integer samples.

pub struct Histogram {
    pub lo: i64,
    pub width: i64,
    pub counts: Vec<u64>,
}

impl Histogram {
    pub fn new(lo: i64, width: i64, buckets: usize) -> Histogram {
        Histogram { lo, width, counts: vec![0; buckets] }
    }

    pub fn add(&mut self, sample: i64) -> bool {
        if sample < self.lo {
            return false;
        }
        let i = ((sample - self.lo) / self.width) as usize;
        if i >= self.counts.len() {
            return false;
        }
        self.counts[i] += 1;
        return true;
    }

    pub fn total(&self) -> u64 {
        let mut sum = 0;
        for i in 0..self.counts.len() {
            sum += self.counts[i];
        }
        sum
    }

    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// The lower bound of the bucket holding the median sample.
    pub fn median_bucket(&self) -> Option<i64> {
        if self.counts.len() == 0 {
            return None;
        }
        let half = (self.total() + 1) / 2;
        let mut seen = 0;
        for (i, c) in self.counts.iter().enumerate() {
            seen += c;
            if seen >= half && half > 0 {
                return Some(self.lo + i as i64 * self.width);
            }
        }
        None
    }

    pub fn labels(&self) -> Vec<String> {
        let names: Vec<String> = (0..self.counts.len())
            .map(|i| format!("{}..{}", self.lo + i as i64 * self.width, self.lo + (i as i64 + 1) * self.width))
            .collect();
        names.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_median() {
        let mut h = Histogram::new(0, 10, 5);
        for s in [1, 5, 12, 13, 14, 25, 49, 50, -3] {
            h.add(s);
        }
        assert_eq!(h.total(), 7);
        assert_eq!(h.median_bucket(), Some(10));
        assert!(!h.is_empty());
    }
}
