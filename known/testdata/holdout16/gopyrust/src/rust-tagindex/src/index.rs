use std::collections::{HashMap, HashSet};

use crate::note::{Note, Tag};

/// Maps each tag to the ids of the notes that carry it.
#[derive(Default)]
pub struct TagIndex {
    by_tag: HashMap<Tag, HashSet<u32>>,
    notes: usize,
}

impl TagIndex {
    pub fn new() -> TagIndex {
        TagIndex::default()
    }

    pub fn add(&mut self, note: &Note) {
        for tag in &note.tags {
            self.by_tag.entry(tag.clone()).or_default().insert(note.id);
        }
        self.notes += 1;
    }

    pub fn ids(&self, tag: &Tag) -> Vec<u32> {
        let mut ids: Vec<u32> = self.by_tag.get(tag).map(|s| s.iter().copied().collect()).unwrap_or_default();
        ids.sort();
        ids
    }

    pub fn tags(&self) -> Vec<&Tag> {
        self.by_tag.keys().collect()
    }
}
