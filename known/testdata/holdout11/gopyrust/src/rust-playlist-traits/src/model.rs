use std::fmt;

/// One track of a playlist.
#[derive(Debug, Clone)]
pub struct Track {
    pub title: String,
    pub path: String,
    pub seconds: u32,
}

impl fmt::Display for Track {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}:{:02})", self.title, self.seconds / 60, self.seconds % 60)
    }
}
