use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Track {
    pub title: String,
    pub artist: String,
    pub secs: u32,
}

impl Track {
    pub fn new(title: &str, artist: &str, secs: u32) -> Self {
        Track { title: title.to_string(), artist: artist.to_string(), secs }
    }
}

impl fmt::Display for Track {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} - {} ({}:{:02})", self.artist, self.title, self.secs / 60, self.secs % 60)
    }
}

/// The longer of two titles, for column sizing.
pub fn wider(a: &str, b: &str) -> &str {
    if a.chars().count() >= b.chars().count() { a } else { b }
}
