//! A set of non-overlapping half-open `u32` ranges.
//!
//! ```
//! let mut s = rangeset::RangeSet::default();
//! s.insert(1..4);
//! s.insert(3..8);
//! assert_eq!(s.ranges(), &[1..8]);
//! ```

use std::ops::Range;

/// Sorted, merged ranges.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct RangeSet {
    ranges: Vec<Range<u32>>,
}

impl RangeSet {
    /// Adds r, merging it with the ranges it overlaps or touches.
    pub fn insert(&mut self, r: Range<u32>) {
        if r.is_empty() {
            return;
        }
        let mut merged = r;
        let mut out = Vec::with_capacity(self.ranges.len() + 1);
        let mut placed = false;
        for cur in self.ranges.drain(..) {
            if cur.end < merged.start {
                out.push(cur);
            } else if merged.end < cur.start {
                if !placed {
                    out.push(merged.clone());
                    placed = true;
                }
                out.push(cur);
            } else {
                merged = merged.start.min(cur.start)..merged.end.max(cur.end);
            }
        }
        if !placed {
            out.push(merged);
        }
        self.ranges = out;
    }

    /// Whether x is in the set.
    pub fn contains(&self, x: u32) -> bool {
        self.ranges.iter().any(|r| r.contains(&x))
    }

    /// The ranges, sorted.
    pub fn ranges(&self) -> &[Range<u32>] {
        &self.ranges
    }

    /// Number of values covered.
    pub fn len(&self) -> u32 {
        self.ranges.iter().map(|r| r.end - r.start).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spans(s: &RangeSet) -> Vec<(u32, u32)> {
        s.ranges().iter().map(|r| (r.start, r.end)).collect()
    }

    #[test]
    fn disjoint_stay_apart() {
        let mut s = RangeSet::default();
        s.insert(10..12);
        s.insert(1..3);
        assert_eq!(spans(&s), [(1, 3), (10, 12)]);
    }

    #[test]
    fn touching_merge() {
        let mut s = RangeSet::default();
        s.insert(1..3);
        s.insert(3..5);
        assert_eq!(spans(&s), [(1, 5)]);
        assert_eq!(s.len(), 4);
    }

    #[test]
    fn bridge_merges_three() {
        let mut s = RangeSet::default();
        for r in [1..2, 5..6, 9..10, 2..9] {
            s.insert(r);
        }
        assert_eq!(spans(&s), [(1, 10)]);
    }

    #[test]
    fn empty_ignored() {
        let mut s = RangeSet::default();
        s.insert(4..4);
        assert!(s.is_empty());
        assert!(!s.contains(4));
    }

    #[test]
    #[ignore = "quadratic; run with --ignored"]
    fn many_inserts() {
        let mut s = RangeSet::default();
        for i in 0..20_000 {
            s.insert(i * 3..i * 3 + 2);
        }
        assert_eq!(s.ranges().len(), 20_000);
    }
}
