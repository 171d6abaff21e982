use std::collections::VecDeque;

use crate::library::{Library, Track};

#[derive(Debug, Default)]
pub struct Queue {
    items: VecDeque<Track>,
    history: Vec<Track>,
}

impl Queue {
    pub fn enqueue_artist(&mut self, lib: &Library, artist: &str) {
        for t in lib.by(artist) {
            self.items.push_back(t.clone());
        }
    }

    pub fn next(&mut self) -> Option<Track> {
        let t = self.items.pop_front()?;
        self.history.push(t);
        Some(t)
    }

    /// Queues `tracks` `times` times over (a "repeat all" playlist).
    pub fn enqueue_repeat(&mut self, tracks: Vec<Track>, times: usize) {
        for _ in 0..times {
            self.items.extend(tracks);
        }
    }

    pub fn played(&self) -> usize {
        self.history.len()
    }
}
