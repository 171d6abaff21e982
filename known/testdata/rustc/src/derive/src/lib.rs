use std::collections::{HashMap, HashSet};

#[derive(Clone, Debug)]
pub struct Label(String);

pub struct Board {
    by_label: HashMap<Label, Vec<u32>>,
    seen: HashSet<Label>,
}

impl Board {
    pub fn add(&mut self, label: Label, card: u32) {
        self.by_label.entry(label.clone()).or_default().push(card);
        self.seen.insert(label);
    }

    pub fn count(&self) -> usize {
        let total: u32 = self.by_label.len();
        total as usize
    }
}
