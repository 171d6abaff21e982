//! A sparse index from record id to segment offset.

use ids::RecordId;
use std::collections::BTreeMap;
use storage::Segment;

pub struct SparseIndex {
    every: u64,
    marks: BTreeMap<RecordId, u64>,
}

impl SparseIndex {
    /// Indexes one entry in `every` of the segment.
    pub fn build(seg: &Segment, every: u64) -> Self {
        let mut marks = BTreeMap::new();
        for e in seg.entries() {
            if e.id.seq % every == 0 {
                marks.insert(e.id, e.offset);
            }
        }
        SparseIndex { every, marks }
    }

    /// The offset to start scanning from to find `id`.
    pub fn seek(&self, id: RecordId) -> u64 {
        self.marks.range(..=id).next_back().map(|(_, off)| *off).unwrap_or(0)
    }

    /// The byte range that holds the entries from `from` on, in `seg`.
    pub fn tail_range(seg: &Segment, from: RecordId) -> std::ops::Range<u64> {
        let start = seg.entries().iter().find(|e| e.id >= from).map(|e| e.offset).unwrap_or(0);
        start..seg.bytes().len() as u64
    }

    pub fn density(&self) -> u64 {
        self.every
    }
}
