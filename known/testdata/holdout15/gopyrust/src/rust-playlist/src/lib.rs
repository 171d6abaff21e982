pub mod track;

use std::collections::HashMap;
use track::Track;

#[derive(Default)]
pub struct Playlist {
    tracks: Vec<Track>,
}

impl Playlist {
    pub fn push(&mut self, t: Track) {
        self.tracks.push(t);
    }

    pub fn total_secs(&self) -> u32 {
        self.tracks.iter().map(|t| t.secs).sum()
    }

    /// Drops every track shorter than `min` seconds (intros, skits).
    pub fn drop_short(&mut self, min: u32) {
        for (i, t) in self.tracks.iter().enumerate() {
            if t.secs < min {
                self.tracks.remove(i);
            }
        }
    }

    pub fn titles(&self) -> Vec<&str> {
        self.tracks.iter().map(|t| t.title.as_str()).collect()
    }
}
