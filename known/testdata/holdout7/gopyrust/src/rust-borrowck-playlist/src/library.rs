use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub struct Track {
    pub title: String,
    pub artist: String,
    pub secs: u32,
}

impl Track {
    pub fn new(title: &str, artist: &str, secs: u32) -> Track {
        Track { title: title.to_string(), artist: artist.to_string(), secs }
    }
}

#[derive(Debug, Default)]
pub struct Library {
    tracks: Vec<Track>,
    by_artist: HashMap<String, Vec<usize>>,
}

impl Library {
    pub fn add(&mut self, t: Track) {
        let idx = self.tracks.len();
        self.by_artist.entry(t.artist.clone()).or_default().push(idx);
        self.tracks.push(t);
    }

    pub fn by(&self, artist: &str) -> Vec<&Track> {
        self.by_artist
            .get(artist)
            .map(|ids| ids.iter().map(|&i| &self.tracks[i]).collect())
            .unwrap_or_default()
    }

    /// Renames an artist everywhere, merging with an existing entry.
    pub fn rename_artist(&mut self, from: &str, to: &str) {
        let Some(ids) = self.by_artist.remove(from) else { return };
        let target = self.by_artist.entry(to.to_string()).or_default();
        for &i in &ids {
            self.tracks[i].artist = to.to_string();
            target.push(i);
        }
        let first = self.by_artist.get_mut(to).unwrap();
        target.sort();
        first.dedup();
    }

    /// Splits "A feat. B" artists into the main artist, returning the guests.
    pub fn split_features(&mut self) -> Vec<String> {
        let mut guests = Vec::new();
        let names: Vec<String> = self.by_artist.keys().cloned().collect();
        for name in names {
            if let Some((main, guest)) = name.split_once(" feat. ") {
                guests.push(guest.to_string());
                self.rename_artist(&name, main);
            }
        }
        guests
    }
}
